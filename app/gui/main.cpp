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
#include "steps/flow/workflow.h"
#include "translations.h"
#include "windowgeometry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>

#include <cstdio>

using namespace Tandem;

namespace {

// The names, version and language, for the QApplication or, for --help and --version, the
// QCoreApplication before it.
void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("tandem"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tandem"));
    QCoreApplication::setApplicationVersion(version());
    QSettings settings;
    const QString saved = settings.value(QStringLiteral("ui/language")).toString();
    Translations::install(saved.isEmpty() ? Translations::preferred() : saved);
}

struct Options
{
    QCommandLineOption demo{QStringLiteral("demo"),
                            QCoreApplication::translate(
                                "main", "List the lab's simulated Sparks (tests/lab/tandem-lab).")};
    QCommandLineOption labState{
        QStringLiteral("lab-state"),
        QCoreApplication::translate("main",
                                    "The lab's state file (default: $TANDEM_LAB_DIR/state.json)."),
        QStringLiteral("file")};
};

void defineOptions(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Guided clustering of NVIDIA DGX Spark machines."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(options.demo);
    parser.addOption(options.labState);
}

// --help and --version answer on a terminal without a display (over SSH, in a package's
// checks): a QApplication would abort there, so they go to a QCoreApplication first.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *text : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (qstrcmp(argv[i], text) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // Before anything else, and so before any password is typed: no core dump holds it.
    const auto hardened = hardenProcess();
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication core(argc, argv);
        describeApplication();
        QCommandLineParser parser;
        const Options options;
        defineOptions(parser, options);
        parser.process(core); // prints the help or the version and exits
        return 0;
    }
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Tandem"));
    // The id of packaging/: names the desktop file (and the Wayland app id).
    QApplication::setDesktopFileName(QStringLiteral("io.github.tandem_cluster.Tandem"));

    QCommandLineParser parser;
    const Options options;
    defineOptions(parser, options);
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
    if (parser.isSet(options.demo) || parser.isSet(options.labState)) {
        const QString labDir
            = qEnvironmentVariable("TANDEM_LAB_DIR", QStringLiteral("/run/tandem-lab"));
        const QString path = parser.isSet(options.labState)
                                 ? parser.value(options.labState)
                                 : labDir + QStringLiteral("/state.json");
        const auto nodes = LabState::readFile(path);
        if (nodes) {
            for (const NodeAddress &node : *nodes)
                window.nodes()->addNode(node);
            window.statusBar()->showMessage(
                QCoreApplication::translate("main",
                                            "Demo: the lab's simulated Sparks (%1). Their "
                                            "password is in the terminal the demo started from.")
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
    Ui::WindowGeometry::restore(&window, QSettings());
    window.show();
    const int status = app.exec();
    QSettings settings;
    Ui::WindowGeometry::save(&window, settings);
    // The last step's state (a run cancelled on quitting, say) is on disk before Tandem ends.
    workflow.waitForStateSaved();
    return status;
}
