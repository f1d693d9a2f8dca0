// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingcard.h"

#include "copybutton.h"
#include "doctor/nodescan.h"
#include "inventory/sparknaming.h"
#include "rearpanelwidget.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QTextEdit>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtMath>

namespace Tandem::Ui {

namespace {

PortSide sideOf(const QString &port)
{
    if (port == QLatin1String("left"))
        return PortSide::Left;
    if (port == QLatin1String("right"))
        return PortSide::Right;
    return PortSide::Unknown;
}

// The ports as the Doctor's scan of the node saw them, as the Cabling page colours them.
void showPorts(RearPanelWidget *panel, const NodeScan *scan)
{
    for (PortSide side : {PortSide::Left, PortSide::Right}) {
        int up = 0;
        int total = 0;
        QStringList down;
        for (const ScannedNetdev &n : scan ? scan->netdevs : QList<ScannedNetdev>()) {
            if (SparkNaming::sideOfNetdev(n.netdev) != side)
                continue;
            ++total;
            if (n.isUp() && n.carrier.value_or(true))
                ++up;
            else
                down << n.netdev;
        }
        if (total == 0)
            panel->setPortState(side, RearPanelWidget::PortState::Unknown);
        else if (up == total)
            panel->setPortState(side, RearPanelWidget::PortState::BothTwinsUp);
        else if (up > 0)
            panel->setPortState(side,
                                RearPanelWidget::PortState::OneTwinDown,
                                FindingCard::tr("%1 down").arg(down.join(u", ")));
        else
            panel->setPortState(side, RearPanelWidget::PortState::NoCable);
    }
}

// The port a finding is about is drawn in the finding's colour: a stale ConnectX or a slow twin
// reads Up at 200G, and the scan alone would draw its port as healthy as any other.
RearPanelWidget::Alert alertOf(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return RearPanelWidget::Alert::Failure;
    case FindingSeverity::Warn: return RearPanelWidget::Alert::Warning;
    case FindingSeverity::Info: break;
    }
    return RearPanelWidget::Alert::None;
}

QColor severityHue(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return QColor(0xc6, 0x28, 0x28);
    case FindingSeverity::Warn: return QColor(0xe0, 0xa8, 0x00);
    case FindingSeverity::Info: break;
    }
    return QColor(0x1a, 0x73, 0xe8);
}

QLabel *textLabel(QWidget *parent, bool selectable)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    if (selectable)
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

FindingCard::FindingCard(QWidget *parent)
    : QFrame(parent)
    , m_toggle(new QToolButton(this))
    , m_icon(new QLabel(this))
    , m_severity(textLabel(this, false))
    , m_title(textLabel(this, false))
    , m_where(textLabel(this, true))
    , m_details(new QWidget(this))
    , m_form(new QFormLayout)
    , m_evidenceLabel(new QLabel(m_details))
    , m_evidence(new QTextEdit(m_details))
    , m_moreEvidence(new QPushButton(m_details))
    , m_causeLabel(new QLabel(m_details))
    , m_cause(textLabel(m_details, true))
    , m_fixLabel(new QLabel(m_details))
    , m_fix(textLabel(m_details, true))
    , m_copy(new CopyButton([this] { return m_finding.fix; }, m_details))
    , m_sourceLabel(new QLabel(m_details))
    , m_source(textLabel(m_details, true))
    , m_portLabel(new QLabel(m_details))
    , m_portCaption(textLabel(m_details, false))
    , m_panel(new RearPanelWidget(m_details))
{
    setObjectName(QStringLiteral("findingCard"));
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_toggle->setObjectName(QStringLiteral("findingToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setFocusPolicy(Qt::StrongFocus);
    m_icon->setFixedSize(20, 20);
    QFont bold = m_severity->font();
    bold.setBold(true);
    m_severity->setFont(bold);
    m_severity->setObjectName(QStringLiteral("findingSeverity"));
    m_title->setFont(bold);
    m_title->setObjectName(QStringLiteral("findingTitle"));
    m_title->installEventFilter(this); // a click on the title opens the card as the arrow does
    m_title->setCursor(Qt::PointingHandCursor);
    m_where->setObjectName(QStringLiteral("findingWhere"));
    m_where->setForegroundRole(QPalette::PlaceholderText);
    m_evidence->setObjectName(QStringLiteral("findingEvidence"));
    m_evidence->setReadOnly(true);
    m_evidence->setAcceptRichText(false);
    m_evidence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_evidence->setLineWrapMode(QTextEdit::WidgetWidth);
    // Commands and paths have no spaces to break at; they wrap anywhere rather than widen the
    // card past the page.
    m_evidence->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_evidence->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // The box is as tall as what it holds (fitEvidence): the page scrolls, not the box. Long
    // evidence shows its first lines and a button for the rest (showEvidence).
    m_evidence->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_evidence->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_moreEvidence->setObjectName(QStringLiteral("moreEvidence"));
    m_moreEvidence->hide();
    m_cause->setObjectName(QStringLiteral("findingCause"));
    m_fix->setObjectName(QStringLiteral("findingFix"));
    m_copy->setObjectName(QStringLiteral("copyFix"));
    m_source->setObjectName(QStringLiteral("findingSource"));
    m_portCaption->setObjectName(QStringLiteral("findingPort"));
    m_panel->setMaximumWidth(520);

    auto *header = new QHBoxLayout;
    header->addWidget(m_toggle, 0, Qt::AlignTop);
    header->addWidget(m_icon, 0, Qt::AlignTop);
    header->addWidget(m_severity, 0, Qt::AlignTop);
    header->addWidget(m_title, 1, Qt::AlignTop);

    auto *fixRow = new QHBoxLayout;
    fixRow->addWidget(m_fix, 1);
    fixRow->addWidget(m_copy, 0, Qt::AlignTop);
    auto *port = new QVBoxLayout;
    port->addWidget(m_portCaption);
    port->addWidget(m_panel, 0, Qt::AlignLeft);
    m_form->setContentsMargins(0, 0, 0, 0);
    // Every field takes the card's width: a wrapped label held to its size hint is cut short.
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *evidence = new QVBoxLayout;
    evidence->setSpacing(2);
    evidence->addWidget(m_evidence);
    evidence->addWidget(m_moreEvidence, 0, Qt::AlignLeft);
    m_form->addRow(m_evidenceLabel, evidence);
    m_form->addRow(m_causeLabel, m_cause);
    m_form->addRow(m_fixLabel, fixRow);
    m_form->addRow(m_sourceLabel, m_source);
    m_form->addRow(m_portLabel, port);
    m_details->setLayout(m_form);
    m_details->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 8, 6);
    layout->setSpacing(4);
    layout->addLayout(header);
    auto *indented = new QVBoxLayout;
    // Under the title, not under the arrow: the card reads as one block.
    indented->setContentsMargins(m_toggle->sizeHint().width() + 6, 0, 0, 0);
    indented->addWidget(m_where);
    indented->addWidget(m_details);
    layout->addLayout(indented);

    connect(m_toggle, &QToolButton::toggled, this, &FindingCard::setExpanded);
    connect(m_moreEvidence, &QPushButton::clicked, this, [this] {
        m_allEvidence = !m_allEvidence;
        showEvidence();
    });
    connect(m_evidence->document()->documentLayout(),
            &QAbstractTextDocumentLayout::documentSizeChanged,
            this,
            &FindingCard::fitEvidence);
    retranslate();
}

QString FindingCard::severityWord(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return tr("Fail");
    case FindingSeverity::Warn: return tr("Warning");
    case FindingSeverity::Info: return tr("Info");
    }
    return {};
}

QString FindingCard::severityIconPath(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return QStringLiteral(":/icons/status-fail.svg");
    case FindingSeverity::Warn: return QStringLiteral(":/icons/status-warn.svg");
    case FindingSeverity::Info: break;
    }
    return QStringLiteral(":/icons/finding-info.svg");
}

void FindingCard::setFinding(const Finding &finding, const NodeScan *scan, bool drawPanel)
{
    m_finding = finding;
    m_drawPanel = drawPanel;
    m_icon->setPixmap(QIcon(severityIconPath(finding.severity)).pixmap(18, 18));
    styleSeverity();
    m_title->setText(finding.title);
    m_cause->setText(finding.cause);
    m_fix->setText(finding.fix);
    m_source->setText(finding.source);
    const PortSide side = sideOf(finding.port);
    const bool hasPort = side != PortSide::Unknown;
    m_form->setRowVisible(m_evidenceLabel, !finding.evidence.isEmpty());
    m_form->setRowVisible(m_causeLabel, !finding.cause.isEmpty());
    m_form->setRowVisible(m_fixLabel, !finding.fix.isEmpty());
    m_form->setRowVisible(m_sourceLabel, !finding.source.isEmpty());
    m_form->setRowVisible(m_portLabel, hasPort);
    // After the rows: showing a row shows every widget in it, the "Show all" button too.
    m_allEvidence = false;
    showEvidence();
    m_panel->setVisible(hasPort && drawPanel);
    if (hasPort) {
        showPorts(m_panel, scan);
        for (PortSide s : {PortSide::Left, PortSide::Right})
            m_panel->setPortAlert(
                s, s == side ? alertOf(finding.severity) : RearPanelWidget::Alert::None);
        m_panel->setRecommended(side);
    }
    retranslate();
}

void FindingCard::styleSeverity()
{
    // A chip around the word, in the icon's hue, so that the title after it does not read as
    // one sentence with it. The word is the palette's text, named in the sheet: a label with a
    // style sheet keeps the palette it was polished with, and would stay dark in a dark theme.
    m_severity->setStyleSheet(QStringLiteral("QLabel { color: %1; border: 1px solid %2; "
                                             "border-radius: 3px; padding: 0px 4px; }")
                                  .arg(palette().color(QPalette::WindowText).name(),
                                       severityHue(m_finding.severity).name()));
}

void FindingCard::setExpanded(bool expanded)
{
    const bool changed = m_details->isHidden() == expanded;
    m_toggle->setChecked(expanded); // re-entry through toggled() stops here: no change
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_details->setVisible(expanded);
    retranslate(); // the arrow's accessible name says what a press does now
    if (changed)
        Q_EMIT expandedChanged(expanded);
}

bool FindingCard::isExpanded() const
{
    return !m_details->isHidden();
}

QString FindingCard::severityText() const
{
    return m_severity->text();
}

QString FindingCard::headerText() const
{
    return tr("%1: %2").arg(severityWord(m_finding.severity), m_finding.title);
}

bool FindingCard::showsAllEvidence() const
{
    return m_allEvidence || m_moreEvidence->isHidden();
}

void FindingCard::showEvidence()
{
    const QStringList lines = m_finding.evidence.split(QLatin1Char('\n'));
    const bool isLong = lines.size() > maxEvidenceLines;
    m_evidence->setPlainText(isLong && !m_allEvidence
                                 ? lines.mid(0, maxEvidenceLines).join(QLatin1Char('\n'))
                                 : m_finding.evidence);
    m_moreEvidence->setVisible(isLong);
    retranslate(); // the button says what a press does now
}

void FindingCard::fitEvidence()
{
    // The box is as tall as its wrapped text, so that it never scrolls inside the page: what
    // showEvidence() put in it is all there is to see.
    const qreal content = m_evidence->document()->size().height();
    const int frame = 2 * m_evidence->frameWidth();
    const int height = qCeil(content) + frame + 2;
    if (m_evidence->height() != height)
        m_evidence->setFixedHeight(height);
}

bool FindingCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_title && event->type() == QEvent::MouseButtonRelease
        && static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton) {
        setExpanded(!isExpanded());
        return true;
    }
    return QFrame::eventFilter(watched, event);
}

void FindingCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        styleSeverity();
    QFrame::changeEvent(event);
}

void FindingCard::retranslate()
{
    m_severity->setText(severityWord(m_finding.severity));
    QStringList where;
    if (!m_finding.nodes.isEmpty())
        where << m_finding.nodes.join(QStringLiteral(", "));
    if (!m_finding.interface.isEmpty())
        where << tr("interface %1").arg(m_finding.interface);
    const PortSide side = sideOf(m_finding.port);
    if (side != PortSide::Unknown)
        where << tr("%1 port").arg(SparkNaming::displayName(side));
    m_where->setText(where.join(QStringLiteral(" \u00b7 ")));
    m_where->setVisible(!where.isEmpty());
    m_evidenceLabel->setText(tr("Evidence"));
    const int evidenceLines = int(m_finding.evidence.count(QLatin1Char('\n'))) + 1;
    m_moreEvidence->setText(m_allEvidence ? tr("Show the first %1 lines only").arg(maxEvidenceLines)
                                          : tr("Show all %1 lines").arg(evidenceLines));
    m_causeLabel->setText(tr("Cause"));
    m_fixLabel->setText(tr("Fix"));
    m_sourceLabel->setText(tr("Source"));
    m_portLabel->setText(tr("Where"));
    m_copy->setToolTip(tr("Copy the fix to the clipboard"));
    const QString node = m_finding.nodes.value(0);
    const QString iface
        = m_finding.interface.isEmpty() ? QString() : tr(" (%1)").arg(m_finding.interface);
    m_portCaption->setText(
        m_drawPanel ? tr("Seen from the back of %1: the outlined cage is the %2 port%3.")
                          .arg(node, SparkNaming::displayName(side), iface)
                    : tr("The %1 port of %2%3; where it sits on this model is not known to Tandem.")
                          .arg(SparkNaming::displayName(side), node, iface));
    m_toggle->setAccessibleName(isExpanded() ? tr("Hide the details of: %1").arg(headerText())
                                             : tr("Show the details of: %1").arg(headerText()));
    m_toggle->setToolTip(isExpanded() ? tr("Hide the details")
                                      : tr("Show the evidence, cause "
                                           "and fix"));
    setAccessibleName(headerText());
    setAccessibleDescription(m_where->text());
}

} // namespace Tandem::Ui
