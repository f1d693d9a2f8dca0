// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

class QCoreApplication;
class QTranslator;

namespace Tandem {

// The languages Tandem ships (English source text plus embedded .qm catalogues under
// :/i18n) and installing one of them into an application. GUI thread only.
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

    // Replaces the translator installed by an earlier call. Returns false if the catalogue
    // for `code` is missing (English needs none and always succeeds).
    static bool install(const QString &code);

    [[nodiscard]] static QString current();
};

} // namespace Tandem
