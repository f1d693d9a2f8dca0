// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace Tandem {

namespace {

struct Installed
{
    std::unique_ptr<QTranslator> translator;
    std::unique_ptr<QTranslator> qt; // Qt's own strings, where the catalogue is installed
    QString code = QStringLiteral("en");
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QList<Language> Translations::available()
{
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ja"), QString::fromUtf8("\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e")},
        {QStringLiteral("zh_CN"),
         QString::fromUtf8("\xe7\xae\x80\xe4\xbd\x93\xe4\xb8\xad\xe6\x96\x87")},
    };
}

QString Translations::bestMatch(const QLocale &locale)
{
    if (locale.language() == QLocale::Japanese)
        return QStringLiteral("ja");
    // Simplified Chinese is the only Chinese catalogue; Traditional-script locales keep English
    // rather than being shown a script their readers did not choose.
    if (locale.language() == QLocale::Chinese
        && locale.script() != QLocale::TraditionalChineseScript)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

QString Translations::preferred(const QStringList &uiLanguages)
{
    for (const QString &name : uiLanguages) {
        const QLocale locale(name);
        if (locale.language() == QLocale::English)
            return QStringLiteral("en");
        const QString match = bestMatch(locale);
        if (match != QLatin1String("en"))
            return match;
    }
    return QStringLiteral("en");
}

QString Translations::preferred()
{
    return preferred(QLocale::system().uiLanguages());
}

bool Translations::install(const QString &code)
{
    auto &state = installed();
    for (auto *slot : {&state.translator, &state.qt}) {
        if (*slot) {
            QCoreApplication::removeTranslator(slot->get());
            slot->reset();
        }
    }
    state.code = QStringLiteral("en");
    if (code == QLatin1String("en"))
        return true;

    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/tandem_%1.qm").arg(code)))
        return false;
    // Qt's first, so that Tandem's own wording wins where both translate a string.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    QCoreApplication::installTranslator(translator.get());
    state.translator = std::move(translator);
    state.code = code;
    return true;
}

QString Translations::currentTag()
{
    QString tag = current();
    return tag.replace(QLatin1Char('_'), QLatin1Char('-'));
}

bool Translations::qtCatalogueLoaded()
{
    return installed().qt != nullptr;
}

QString Translations::current()
{
    return installed().code;
}

} // namespace Tandem
