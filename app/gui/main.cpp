// SPDX-License-Identifier: GPL-3.0-or-later
// tandem: the desktop assistant. Parses arguments, installs the translator, shows the window.

#include "buildinfo.h"
#include "datadirectory.h"
#include "discovery/labstate.h"
#include "history/historystore.h"
#include "mainwindow.h"
#include "models/nodelistmodel.h"
#include "processhardening.h"
#include "remote/sshnoderunner.h"
#include "steps/workflow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>

#include <cstdio>

using namespace Tandem;

int main(int argc, char *argv[])
{
    // Before anything else, and so before any password is typed: no core dump holds it.
    const auto hardened = hardenProcess();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("tandem"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tandem"));
    QApplication::setOrganizationName(QStringLiteral("Tandem"));
    QApplication::setApplicationVersion(version());
    // The id of packaging/: names the desktop file (and the Wayland app id).
    QApplication::setDesktopFileName(QStringLiteral("io.github.tandem_cluster.Tandem"));

    QSettings settings;
    const QString saved = settings.value(QStringLiteral("ui/language")).toString();
    Translations::install(saved.isEmpty() ? Translations::preferred() : saved);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Guided clustering of NVIDIA DGX Spark machines."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QCoreApplication::translate("main",
                                    "List the lab's simulated Sparks (tests/lab/tandem-lab)."));
    const QCommandLineOption labStateOption(
        QStringLiteral("lab-state"),
        QCoreApplication::translate("main",
                                    "The lab's state file (default: $TANDEM_LAB_DIR/state.json)."),
        QStringLiteral("file"));
    parser.addOption(demoOption);
    parser.addOption(labStateOption);
    parser.process(app);

    if (!hardened)
        std::fprintf(stderr, "tandem: %s\n", qPrintable(hardened.error().message));
    // The session, known_hosts and key pair live there: private (0700) before anything is written.
    if (const auto made = ensureDataDirectory(); !made)
        std::fprintf(stderr, "tandem: %s\n", qPrintable(made.error().message));

    Workflow workflow([](const NodeAddress &node, const Credentials &credentials, QObject *parent)
                          -> NodeRunner * { return new SshNodeRunner(node, credentials, parent); });
    // The session is saved after every step (nodes, checks, evidence; never a password).
    const QString statePath = WorkflowState::defaultPath();
    workflow.setStatePath(statePath);
    // ... and every bandwidth run kept in the run history (docs/history.md).
    workflow.setHistoryPath(HistoryStore::defaultPath());
    Ui::MainWindow window(&workflow);
    if (parser.isSet(demoOption) || parser.isSet(labStateOption)) {
        const QString labDir
            = qEnvironmentVariable("TANDEM_LAB_DIR", QStringLiteral("/run/tandem-lab"));
        const QString path = parser.isSet(labStateOption) ? parser.value(labStateOption)
                                                          : labDir + QStringLiteral("/state.json");
        const auto nodes = LabState::readFile(path);
        if (nodes) {
            for (const NodeAddress &node : *nodes)
                window.nodes()->addNode(node);
            window.statusBar()->showMessage(
                QCoreApplication::translate("main", "Demo: the lab's simulated Sparks (%1).")
                    .arg(nodes->size()));
        } else {
            const QString message = nodes.error().toString();
            std::fprintf(stderr, "tandem: %s\n", qPrintable(message));
            window.statusBar()->showMessage(message);
        }
    }
    // A session saved by an earlier run is offered for resuming (a banner; nothing is asked
    // modally). In the demo the lab's nodes, listed above, win: the saved session resumes only
    // if it is about the same machines, and then with the lab's nodes and today's host keys.
    if (QFileInfo::exists(statePath))
        window.offerResume(WorkflowState::load(statePath), statePath);
    QObject::connect(&window, &Ui::MainWindow::languageRequested, &window, [](const QString &code) {
        if (Translations::install(code))
            QSettings().setValue(QStringLiteral("ui/language"), code);
    });
    window.show();
    const int status = app.exec();
    // The last step's state (a run cancelled on quitting, say) is on disk before Tandem ends.
    workflow.waitForStateSaved();
    return status;
}
