// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "statuscolours.h"

#include <QFrame>

class QLabel;

namespace Tandem::Ui {

// A coloured band that states one check in a sentence: its status (green pass, amber warn,
// red fail, grey skipped or not run, blue running), its title and detail, and the fix when it
// did not pass. The Bandwidth page shows the transport and the verdict this way, above the
// chart, so the answer is visible without opening the check list. Its colours come from the
// palette around it (StatusColours), and follow a change of theme. GUI thread only.
class CheckBanner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckBanner)

public:
    explicit CheckBanner(QWidget *parent = nullptr);

    void showCheck(const Check &check);
    // A status and a sentence of the page's own (waiting, cancelled).
    void showMessage(CheckStatus status, const QString &text);

    [[nodiscard]] CheckStatus status() const { return m_status; }
    [[nodiscard]] QString text() const;

    // Background, border and text as shown now.
    [[nodiscard]] StatusColours::Banner colours() const;

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyStyle();

    QLabel *m_label = nullptr;
    CheckStatus m_status = CheckStatus::Pending;
    bool m_styling = false; // applyStyle() is setting the sheet
};

} // namespace Tandem::Ui
