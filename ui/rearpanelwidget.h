// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/sparknaming.h"

#include <QWidget>

class QSvgRenderer;

namespace Tandem::Ui {

// A drawing of a DGX Spark's rear panel, as seen from the back (left QSFP cage next to the
// 10 GbE port), with the state of each QSFP port painted over it: cabled with both twins up,
// one twin down, no cable, and which port the user should use. Paint only; no logic. A screen
// reader gets the same in words: the accessible description is the legend.
class RearPanelWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RearPanelWidget)

public:
    // Slow: both twins up, but one negotiated less than 200 Gb/s (amber, as the speed check warns).
    enum class PortState { Unknown, NoCable, BothTwinsUp, OneTwinDown, Slow };
    // What a finding about the port says of it, over what the port's state shows: a stale
    // ConnectX reads Up at 200G like a healthy one, and its port must not be drawn healthy.
    enum class Alert { None, Warning, Failure };

    explicit RearPanelWidget(QWidget *parent = nullptr);

    void setPortState(PortSide side, PortState state, const QString &note = {});
    // The cage and its legend take the alert's colour (amber, red) whatever the state; the
    // state's words stay, and a state that reads healthy says the alert in words as well.
    void setPortAlert(PortSide side, Alert alert);
    void setRecommended(PortSide side);
    [[nodiscard]] PortState portState(PortSide side) const;
    [[nodiscard]] Alert portAlert(PortSide side) const;
    // The colour the cage and its legend are drawn in.
    [[nodiscard]] QColor portColour(PortSide side) const;
    [[nodiscard]] QString portLabel(PortSide side) const; // what the overlay says, for tests
    // What the green ring around the recommended port means, as the legend says it.
    [[nodiscard]] QString ringText() const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Port
    {
        PortState state = PortState::Unknown;
        Alert alert = Alert::None;
        QString note;
    };
    [[nodiscard]] const Port &port(PortSide side) const;
    // Sets the accessible name and description from the ports (the legend's words).
    void describe();
    [[nodiscard]] QRectF panelRect() const;

    QSvgRenderer *m_renderer = nullptr;
    Port m_left;
    Port m_right;
    PortSide m_recommended = PortSide::Unknown;
};

} // namespace Tandem::Ui
