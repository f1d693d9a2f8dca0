// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

class QCoreApplication;
class QTranslator;

namespace Tandem {

// The languages Tandem ships (English source text plus embedded .qm catalogues under
// :/i18n) and installing one of them into an application, with Qt's own catalogue for the same
// language (qtbase_*.qm from Debian's qt6-translations-l10n: the OK/Cancel of standard buttons,
// file dialogs, context menus) where it is installed. GUI thread only.
struct Language
{
    QString code;       // "en", "ja", "zh_CN"
    QString nativeName; // "English", "日本語", "简体中文"
};

class Translations
{
public:
    [[nodiscard]] static QList<Language> available();

    // The shipped language that best matches `locale` ("en" when none does).
    [[nodiscard]] static QString bestMatch(const QLocale &locale);
    // The first shipped language in the user's list of preferred languages (QLocale's
    // uiLanguages(): LANGUAGE=ja:en, then LC_ALL, LC_MESSAGES, LANG), "en" when none is shipped
    // before English itself.
    [[nodiscard]] static QString preferred(const QStringList &uiLanguages);
    [[nodiscard]] static QString preferred();

    // Replaces the translator installed by an earlier call. Returns false if the catalogue
    // for `code` is missing (English needs none and always succeeds).
    static bool install(const QString &code);

    [[nodiscard]] static QString current();
    // current() as a BCP 47 tag for documents (<html lang>): "en", "ja", "zh-CN".
    [[nodiscard]] static QString currentTag();
    // Whether Qt's own catalogue was found for current() (false for English, which needs none).
    [[nodiscard]] static bool qtCatalogueLoaded();
};

} // namespace Tandem
