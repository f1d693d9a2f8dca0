// SPDX-License-Identifier: GPL-3.0-or-later
// tandem: the desktop assistant. Parses arguments, installs the translator, shows the window.

#include "buildinfo.h"
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

using namespace Tandem;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("tandem"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tandem"));
    QApplication::setOrganizationName(QStringLiteral("Tandem"));
    QApplication::setApplicationVersion(version());
    QApplication::setDesktopFileName(QStringLiteral("tandem"));

    QSettings settings;
    const QString saved = settings.value(QStringLiteral("ui/language")).toString();
    Translations::install(saved.isEmpty() ? Translations::bestMatch(QLocale::system()) : saved);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Guided clustering of NVIDIA DGX Spark machines."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    Ui::MainWindow window;
    QObject::connect(&window, &Ui::MainWindow::languageRequested, &window, [](const QString &code) {
        if (Translations::install(code))
            QSettings().setValue(QStringLiteral("ui/language"), code);
    });
    window.show();
    return app.exec();
}
