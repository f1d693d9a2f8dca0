// SPDX-License-Identifier: GPL-3.0-or-later
// tandem-cli: the guided flow without a window.

#include "buildinfo.h"
#include "translations.h"

#include <QCoreApplication>
#include <QCommandLineParser>
#include <QTextStream>

using namespace Tandem;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tandem-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tandem"));
    QCoreApplication::setApplicationVersion(version());
    Translations::install(Translations::bestMatch(QLocale::system()));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
    return 0;
}
