// SPDX-License-Identifier: GPL-3.0-or-later
#include "discoverypanel.h"

#include "discovery/cidr.h"
#include "discovery/mdnsbrowser.h"
#include "discovery/subnetsweeper.h"
#include "models/nodelistmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tandem::Ui {

DiscoveryPanel::DiscoveryPanel(NodeListModel *nodes, QWidget *parent)
    : QWidget(parent)
    , m_nodes(nodes)
    , m_browser(new MdnsBrowser(this))
    , m_sweeper(new SubnetSweeper(this))
    , m_browseButton(new QPushButton(this))
    , m_cidr(new QLineEdit(this))
    , m_sweepButton(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("discoveryPanel"));
    m_browseButton->setObjectName(QStringLiteral("browseButton"));
    m_cidr->setObjectName(QStringLiteral("sweepNetwork"));
    m_cidr->setClearButtonEnabled(true);
    m_sweepButton->setObjectName(QStringLiteral("sweepButton"));
    m_progress->setObjectName(QStringLiteral("sweepProgress"));
    m_progress->setVisible(false);
    m_progress->setMaximumWidth(160);
    m_status->setObjectName(QStringLiteral("discoveryStatus"));
    m_status->setWordWrap(true);

    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_browseButton);
    row->addSpacing(12);
    row->addWidget(m_cidr, 1);
    row->addWidget(m_sweepButton);
    row->addWidget(m_progress);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_status);

    connect(m_browseButton, &QPushButton::clicked, this, &DiscoveryPanel::browse);
    connect(m_sweepButton, &QPushButton::clicked, this, &DiscoveryPanel::sweep);
    connect(m_cidr, &QLineEdit::returnPressed, this, &DiscoveryPanel::sweep);

    connect(m_browser, &MdnsBrowser::serviceFound, this, [this](const NodeAddress &node) {
        m_found += m_nodes->addNode(node) ? 1 : 0;
    });
    connect(m_browser, &MdnsBrowser::allForNow, this, [this] {
        m_browser->stop();
        setBusy(false);
        m_status->setText(tr("mDNS: %1 new devices found.").arg(m_found));
    });
    connect(m_browser, &MdnsBrowser::failed, this, [this](const Error &error) {
        setBusy(false);
        m_status->setText(error.toString());
    });

    connect(m_sweeper, &SubnetSweeper::hostFound, this, [this](const SshHost &host) {
        m_found += m_nodes->addNode(host.address) ? 1 : 0;
    });
    connect(m_sweeper, &SubnetSweeper::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_sweeper, &SubnetSweeper::finished, this, [this](const QList<SshHost> &hosts) {
        setBusy(false);
        m_status->setText(tr("Sweep: %1 SSH servers answered, %2 new devices added.")
                              .arg(hosts.size())
                              .arg(m_found));
    });
    connect(m_sweeper, &SubnetSweeper::failed, this, [this](const Error &error) {
        setBusy(false);
        m_status->setText(error.toString());
    });
    retranslate();
}

void DiscoveryPanel::browse()
{
    m_found = 0;
    setBusy(true);
    m_status->setText(tr("Browsing mDNS for SSH servers\u2026"));
    m_browser->start();
}

void DiscoveryPanel::sweep()
{
    const auto network = Cidr::parse(m_cidr->text().trimmed());
    if (!network) {
        m_status->setText(network.error().toString());
        return;
    }
    m_found = 0;
    setBusy(true);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_status->setText(tr("Connecting to port 22 across %1\u2026").arg(network->toString()));
    m_sweeper->start(*network);
}

void DiscoveryPanel::setBusy(bool busy)
{
    m_browseButton->setEnabled(!busy);
    m_sweepButton->setEnabled(!busy);
    m_cidr->setEnabled(!busy);
    if (!busy)
        m_progress->setVisible(false);
}

void DiscoveryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DiscoveryPanel::retranslate()
{
    m_browseButton->setText(tr("&Browse mDNS"));
    m_cidr->setPlaceholderText(
        tr("Management network to sweep, e.g. 192.168.1.0/24 (at most /22)"));
    m_sweepButton->setText(tr("S&weep"));
    m_cidr->setAccessibleName(tr("Management network to sweep"));
}

} // namespace Tandem::Ui
