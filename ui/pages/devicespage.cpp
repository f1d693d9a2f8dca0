// SPDX-License-Identifier: GPL-3.0-or-later
#include "devicespage.h"

#include "busyindicator.h"
#include "checklistpanel.h"
#include "confirmation.h"
#include "dialogs/hostkeydialog.h"
#include "dialogs/passworddialog.h"
#include "discoverypanel.h"
#include "hostspec.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "remote/leftoverruns.h"
#include "resumebanner.h"
#include "step.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"

#include "pagetitle.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSysInfo>
#include <QTableView>
#include <QVBoxLayout>

namespace Tandem::Ui {

namespace {

NodeListModel::Connection connectionOf(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Running: return NodeListModel::Connection::Connecting;
    case CheckStatus::Pass:
    case CheckStatus::Warn: return NodeListModel::Connection::Connected;
    case CheckStatus::Fail: return NodeListModel::Connection::Failed;
    case CheckStatus::Pending:
    case CheckStatus::Skipped: break;
    }
    return NodeListModel::Connection::NotConnected;
}

} // namespace

DevicesPage::DevicesPage(NodeListModel *model, Workflow *workflow, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_workflow(workflow)
    , m_connections(new CheckListModel(this))
    , m_connectButton(new QPushButton(this))
    , m_keyButton(new QPushButton(this))
    , m_title(createPageTitle(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_hostEdit(new QLineEdit(this))
    , m_addButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
    , m_message(new QLabel(this))
    , m_banner(new ResumeBanner(model, workflow, this))
    , m_busy(new BusyIndicator(this))
{
    setObjectName(QStringLiteral("devicesPage"));
    m_summary->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("nodeTable"));
    m_table->setModel(m_model);
    // Tab leaves the table; the arrow keys move between its cells (docs/accessibility.md).
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);

    m_hostEdit->setObjectName(QStringLiteral("hostEdit"));
    m_hostEdit->setClearButtonEnabled(true);
    m_addButton->setObjectName(QStringLiteral("addButton"));
    m_removeButton->setObjectName(QStringLiteral("removeButton"));
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->hide(); // shown only with something to say, so it leaves no gap

    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_hostEdit, 1);
    addRow->addWidget(m_addButton);
    addRow->addWidget(m_removeButton);

    m_connectButton->setObjectName(QStringLiteral("connectButton"));
    auto *connectRow = new QHBoxLayout;
    connectRow->addWidget(m_connectButton);
    connectRow->addWidget(m_keyButton);
    // Connecting gives up by itself after the SSH connect timeout (10 s), and libssh cannot be
    // interrupted mid-connect: busy bar, no Cancel.
    m_busy->setCancelable(false);
    connectRow->addWidget(m_busy);
    connectRow->addStretch(1);
    m_keyButton->setObjectName(QStringLiteral("installKeyButton"));
    auto *connections = new CheckListPanel(m_connections, this);

    auto *layout = createPageLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_banner);
    layout->addWidget(m_summary);
    auto *discovery = new DiscoveryPanel(m_model, this);
    layout->addWidget(discovery);
    layout->addWidget(m_table, 2);
    layout->addLayout(addRow);
    layout->addWidget(m_message);
    layout->addLayout(connectRow);
    layout->addWidget(connections, 2);

    // Tab follows the page from top to bottom: the widgets were made in another order, and Tab
    // jumped from Next to Connect to the table and back up to the banner.
    QList<QWidget *> order;
    for (QPushButton *button : m_banner->findChildren<QPushButton *>())
        order << button;
    for (QWidget *w : discovery->findChildren<QWidget *>()) {
        if (w->focusPolicy() & Qt::TabFocus)
            order << w;
    }
    order << m_table << m_hostEdit << m_addButton << m_removeButton << m_connectButton
          << m_keyButton;
    for (QWidget *w : connections->findChildren<QAbstractItemView *>())
        order << w;
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order.at(i - 1), order.at(i));

    connect(m_connectButton, &QPushButton::clicked, this, &DevicesPage::askPasswordAndConnect);
    connect(m_keyButton, &QPushButton::clicked, this, &DevicesPage::confirmInstallKey);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &DevicesPage::updateButtons);
    connect(m_workflow, &Workflow::stepStarted, this, [this](StepId step) {
        if (step == StepId::Devices)
            m_connections->clear();
        updateButtons();
    });
    connect(m_workflow, &Workflow::checkChanged, this, [this](StepId step, const Check &check) {
        if (step != StepId::Devices)
            return;
        m_connections->updateCheck(check);
        if (check.id == QLatin1String("device.ssh"))
            m_model->setConnection(check.node, connectionOf(check.status), check.detail);
    });
    connect(m_workflow, &Workflow::stepFinished, this, [this](StepId step) {
        updateButtons();
        if (step == StepId::Devices)
            offerToEndLeftovers();
    });
    connect(m_workflow, &Workflow::restored, this, [this] {
        m_connections->setChecks(m_workflow->session().checks.value(StepId::Devices));
        m_model->clearConnections(); // a resumed session opens no connection
        updateButtons();
    });
    connect(m_workflow, &Workflow::hostKeyUnknown, this, &DevicesPage::confirmHostKey);
    connect(m_workflow, &Workflow::hostKeyChanged, this, &DevicesPage::offerKeyReplacement);
    connect(m_workflow, &Workflow::connectionLost, this, &DevicesPage::updateButtons);

    connect(m_addButton, &QPushButton::clicked, this, &DevicesPage::addTypedNode);
    connect(m_hostEdit, &QLineEdit::returnPressed, this, &DevicesPage::addTypedNode);
    connect(m_hostEdit, &QLineEdit::textChanged, this, &DevicesPage::updateButtons);
    connect(m_removeButton, &QPushButton::clicked, this, &DevicesPage::removeSelected);
    connect(m_table->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &DevicesPage::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &DevicesPage::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DevicesPage::updateButtons);
    retranslate();
    updateButtons();
}

void DevicesPage::addTypedNode()
{
    const auto node = HostSpec::parse(m_hostEdit->text());
    if (!node) {
        m_message->setText(node.error().message);
        m_message->show();
        return;
    }
    if (!m_model->addNode(*node)) {
        m_message->setText(tr("%1 is already in the list.").arg(node->host));
        m_message->show();
        return;
    }
    m_message->clear();
    m_message->hide();
    m_hostEdit->clear();
}

void DevicesPage::askPasswordAndConnect()
{
    if (m_model->nodes().isEmpty())
        return;
    if (m_banner->isOffering()) {
        // Connecting before answering the banner: the same machines go on with their saved
        // session; anything else would set it aside, so that is asked first.
        if (m_banner->resumableWith(m_model->nodes())) {
            m_banner->resume();
        } else {
            confirmNewSession(tr("Connecting to these nodes starts a new session instead of "
                                 "resuming the saved one (%1).")
                                  .arg(m_banner->savedNodes().join(QStringLiteral(", "))),
                              [this] {
                                  m_banner->startOver();
                                  askPassword();
                              });
            return;
        }
    }
    if (!m_workflow->wouldDiscardResults(m_model->nodes())) {
        askPassword();
        return;
    }
    // Other nodes than the session's: its results are about machines not being set up now.
    // Say so before they go, and keep them on disk.
    QStringList names;
    for (const NodeAddress &node : m_workflow->session().nodes)
        names << node.name;
    confirmNewSession(tr("These are not the nodes of the current session (%1). Connecting to "
                         "them starts a new session: the checks, plan and bandwidth run found so "
                         "far no longer show here.")
                          .arg(names.join(QStringLiteral(", "))),
                      [this] { askPassword(); });
}

void DevicesPage::confirmInstallKey()
{
    QStringList names;
    for (const NodeAddress &node : m_workflow->session().nodes)
        names << node.name;
    Confirmation::ask(
        this,
        QStringLiteral("confirmInstallKey"),
        tr("Install Tandem's key"),
        tr("Tandem adds one line, its own public key, to ~/.ssh/authorized_keys of the user it "
           "logs in as on %1, so that later sessions need no password.")
            .arg(names.join(QStringLiteral(", "))),
        tr("Nothing else in the file changes, and the private key never leaves this computer. "
           "To take it back, delete the line that ends in \"tandem@%1\" from that file.")
            .arg(QSysInfo::machineHostName()),
        tr("&Install the key"),
        [this] { m_workflow->installTandemKey(); });
}

void DevicesPage::confirmNewSession(const QString &text, std::function<void()> then)
{
    // Enter must not set results aside: as with Apply, Restore and Remove, Cancel is the default.
    Confirmation::ask(this,
                      QStringLiteral("discardConfirmation"),
                      tr("Start a new session"),
                      text,
                      tr("The saved session is kept as state.json.old beside the new one, and "
                         "\"Bring it back\" at the top of this page returns to it."),
                      tr("&Start a new session"),
                      std::move(then));
}

void DevicesPage::askPassword()
{
    // Once a session: the password held in memory serves every later Connect (a node that
    // came back after a reboot, one added to the list), unless a node refused the last try.
    if (!m_workflow->needsPassword()
        && sameMachines(m_workflow->session().nodes, m_model->nodes())) {
        m_workflow->connectAll();
        return;
    }
    const QString user = m_model->nodes().first().user;
    auto *dialog = new PasswordDialog(user, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Credentials credentials;
        credentials.password = dialog->password();
        m_workflow->setNodes(m_model->nodes());
        m_workflow->setCredentials(credentials);
        credentials.password.fill('\0');
        m_workflow->connectAll();
    });
    dialog->open(); // open(), not exec(): no nested event loop
}

void DevicesPage::offerKeyReplacement(const QString &node, const QString &fingerprint)
{
    auto *box = new QMessageBox(
        QMessageBox::Warning,
        tr("The host key of %1 changed").arg(node),
        tr("%1 presents host key %2, not the one Tandem stored when you first connected. Tandem "
           "did not log in.")
            .arg(node, fingerprint),
        QMessageBox::Cancel,
        this);
    box->setObjectName(QStringLiteral("hostKeyChanged"));
    box->setInformativeText(
        tr("If the node was reinstalled, check the new key on the node itself (its console, "
           "or a terminal on it): ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub must print "
           "%1. Only then replace the stored key; Tandem then shows the key again and asks "
           "before it trusts it. If the node was not reinstalled, do not connect: someone may "
           "be between you and the node.")
            .arg(fingerprint));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *replace = box->addButton(tr("&Replace the stored key"), QMessageBox::AcceptRole);
    replace->setObjectName(QStringLiteral("replaceKeyButton"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setWindowModality(Qt::WindowModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, replace, node] {
        if (box->clickedButton() != replace)
            return;
        m_workflow->forgetHostKey(node, this, [this, node](const Result<int> &removed) {
            if (!removed) {
                m_message->setText(removed.error().toString());
                m_message->show();
                return;
            }
            m_model->setHostKey(node, {});
            m_replacedKeys.insert(node);
            // The session's nodes lose the replaced key too (a listed node may pin one, as the
            // lab's do), so one reconnect asks about the key the node presents now.
            m_workflow->setNodes(m_model->nodes());
            m_workflow->connectAll();
        });
    });
    box->open();
}

void DevicesPage::confirmHostKey(const QString &node, const QString &fingerprint)
{
    auto *dialog = new HostKeyDialog(node, fingerprint, m_replacedKeys.contains(node), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, node, fingerprint] {
        m_replacedKeys.remove(node);
        m_model->setHostKey(node, fingerprint);
        m_workflow->acceptHostKey(node);
    });
    connect(dialog, &QDialog::rejected, this, [this, node] { m_workflow->rejectHostKey(node); });
    dialog->open();
}

void DevicesPage::offerToEndLeftovers()
{
    QStringList lines;
    for (const Check &check : m_workflow->session().checks.value(StepId::Devices)) {
        for (const LeftoverRun &run : LeftoverRuns::endable(check)) {
            const QString key = check.node + QLatin1Char(' ') + run.runId;
            if (m_offeredRuns.contains(key))
                continue;
            m_offeredRuns.insert(key);
            lines << tr("%1: %2").arg(check.node, LeftoverRuns::describe(run));
        }
    }
    if (lines.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Question,
                                tr("End the tests left running?"),
                                tr("A Tandem on this computer that is no longer running left "
                                   "these test runs on the nodes:\n%1")
                                    .arg(lines.join(QLatin1Char('\n'))),
                                QMessageBox::NoButton,
                                this);
    box->setObjectName(QStringLiteral("endLeftovers"));
    box->setInformativeText(
        tr("They hold the GPUs and the fabric until their time limit, and a test beside them "
           "measures less. Ending them stops their processes on each node (mpirun, orted and the "
           "test itself); nothing else is touched."));
    QPushButton *end = box->addButton(tr("&End them"), QMessageBox::AcceptRole);
    end->setObjectName(QStringLiteral("endLeftoversButton"));
    box->addButton(tr("&Leave them"), QMessageBox::RejectRole);
    box->setDefaultButton(end);
    box->setWindowModality(Qt::WindowModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, end] {
        if (box->clickedButton() == end)
            m_workflow->endLeftovers();
    });
    box->open();
}

void DevicesPage::removeSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QString name = rows.first().siblingAtColumn(0).data().toString();
    m_model->removeNode(rows.first().row());
    // The selection would move to the next row, and a second click (a double click) removed it
    // too: each removal is chosen.
    m_table->selectionModel()->clear();
    m_table->setCurrentIndex({});
    m_message->setText(
        tr("Removed %1 from the list. The session changes when you connect.").arg(name));
    m_message->show();
}

void DevicesPage::updateButtons()
{
    m_addButton->setEnabled(!m_hostEdit->text().trimmed().isEmpty());
    m_removeButton->setEnabled(m_table->selectionModel()->hasSelection());
    const FlowFacts facts = StepGate::factsOf(*m_workflow);
    const Readiness readiness = StepGate::readiness(StepId::Devices, facts);
    const bool running = m_workflow->isRunning(StepId::Devices);
    m_busy->setRunning(running);
    m_connectButton->setEnabled(readiness.ready && !m_model->nodes().isEmpty());
    m_connectButton->setToolTip(m_model->nodes().isEmpty() ? tr("Add at least one node first.")
                                : running                  ? QString()
                                                           : readiness.reason);
    m_keyButton->setEnabled(readiness.ready && facts.connected);
}

void DevicesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DevicesPage::retranslate()
{
    m_title->setText(StepNames::title(StepId::Devices));
    m_summary->setText(StepText::summary(StepId::Devices));
    m_hostEdit->setPlaceholderText(tr("Host name or address, e.g. nvidia@spark-1a2b.local"));
    m_hostEdit->setAccessibleName(tr("Node to add"));
    m_table->setAccessibleName(tr("Nodes"));
    m_addButton->setText(tr("&Add device"));
    m_removeButton->setText(tr("&Remove"));
    m_connectButton->setText(tr("&Connect to all"));
    m_keyButton->setText(tr("&Install Tandem's key"));
    m_busy->retranslate();
    m_keyButton->setToolTip(tr("Adds Tandem's own public key to authorized_keys on every node, "
                               "so later connections need no password. The private key stays on "
                               "this computer."));
}

} // namespace Tandem::Ui
