// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"

#include <QList>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace Tandem {
struct NodeScan;
}

namespace Tandem::Ui {

class FindingCard;

// One group of the Doctor's findings (who can act on them): a heading with the count, a line
// saying what the group means, an optional action (Repair, for what Tandem can fix) and one
// FindingCard per finding. GUI thread only.
class FindingSection final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingSection)

public:
    // The scans and whether a node's rear panel is drawn, for the cards' drawings.
    using ScanOf = std::function<const NodeScan *(const QString &node)>;
    using DrawsPanel = std::function<bool(const QString &node)>;

    explicit FindingSection(FindingGroup group, QWidget *parent = nullptr);

    void setFindings(const QList<Finding> &findings,
                     const ScanOf &scanOf = {},
                     const DrawsPanel &drawsPanel = {});
    [[nodiscard]] FindingGroup group() const { return m_group; }
    [[nodiscard]] const QList<Finding> &findings() const { return m_findings; }
    [[nodiscard]] int count() const { return int(m_findings.size()); }
    [[nodiscard]] QList<FindingCard *> cards() const { return m_cards; }
    [[nodiscard]] QString headingText() const;
    // The group's action button (Repair on the fixable group), shown once setActionText is set.
    [[nodiscard]] QPushButton *actionButton() const { return m_action; }
    void setActionText(const QString &text);

    // "Tandem can fix this now", "Needs your decision", "Needs hands on the hardware".
    [[nodiscard]] static QString groupTitle(FindingGroup group);

Q_SIGNALS:
    void actionClicked();
    // A card was opened: the page scrolls its details into view.
    void cardExpanded(Tandem::Ui::FindingCard *card);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    FindingGroup m_group;
    QList<Finding> m_findings;
    QList<FindingCard *> m_cards;
    QLabel *m_heading = nullptr;
    QLabel *m_explain = nullptr;
    QLabel *m_none = nullptr;
    QPushButton *m_action = nullptr;
    QVBoxLayout *m_list = nullptr;
};

} // namespace Tandem::Ui
