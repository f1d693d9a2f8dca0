// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPushButton>
#include <QTimer>

#include <chrono>
#include <functional>

namespace Tandem::Ui {

// "Copy" beside a text that the user will paste elsewhere: a command, a snippet, a fix. A click
// puts the text on the clipboard, as it is at that moment, and the button says "Copied" for two
// seconds. The owner says in the tooltip what is copied ("Copy the fix to the clipboard"), which
// a screen reader reads as the button's description. GUI thread only.
class CopyButton final : public QPushButton
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CopyButton)

public:
    explicit CopyButton(std::function<QString()> text, QWidget *parent = nullptr);

    // Copies now (what a click does).
    void copy();
    [[nodiscard]] bool showsCopied() const { return m_copied; }
    // How long "Copied" shows; shortened by the tests.
    void setCopiedFor(std::chrono::milliseconds interval) { m_reset.setInterval(interval); }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::function<QString()> m_text;
    QTimer m_reset;
    bool m_copied = false;
};

} // namespace Tandem::Ui
