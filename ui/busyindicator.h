// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QProgressBar;
class QPushButton;

namespace Tandem::Ui {

// What every page shows while its step runs: a busy bar and, where the step can be stopped, a
// Cancel button. Hidden while nothing runs. Shared so that long work looks and stops the same
// way on every page.
class BusyIndicator final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BusyIndicator)

public:
    explicit BusyIndicator(QWidget *parent = nullptr);

    void setRunning(bool running);
    [[nodiscard]] bool isRunning() const { return m_running; }
    // Without it (connecting, which gives up by itself) the indicator shows no Cancel button.
    void setCancelable(bool cancelable);
    void setCancelToolTip(const QString &text);
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancel; }
    void retranslate();

Q_SIGNALS:
    void cancelRequested();

private:
    QProgressBar *m_bar = nullptr;
    QPushButton *m_cancel = nullptr;
    bool m_running = false;
    bool m_cancelable = true;
};

} // namespace Tandem::Ui
