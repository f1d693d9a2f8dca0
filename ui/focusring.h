// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

namespace Tandem::Ui {

// A ring in the palette's highlight colour around the widget that has the keyboard, for the
// widgets a style draws no focus frame around (a table or list: Tab into one showed nothing).
// It is a child of the target's parent, stacked above the target, follows its geometry and lets
// the mouse through. GUI thread.
class FocusRing final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FocusRing)

public:
    explicit FocusRing(QWidget *parent = nullptr);

    // Rings `target` (nullptr: none).
    void setTarget(QWidget *target);
    [[nodiscard]] QWidget *target() const { return m_target; }

    static constexpr int kWidth = 2;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void follow();

    QPointer<QWidget> m_target;
    QPointer<QWidget> m_home; // the parent it was made with
};

} // namespace Tandem::Ui
