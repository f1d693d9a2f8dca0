// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Tandem {

// One kind of output Tandem reads: the name `tandem-cli parse KIND` takes, and what it is.
struct OutputKind
{
    const char *name;        // "dgx-release", "nvidia-smi", …
    const char *description; // untranslated; OutputKinds::describe translates it
};

// Every parser of what a node prints, by kind name, each giving the JSON of what it read
// (docs/cli-json.md, "`tandem-cli parse KIND`"): so that an admin can paste what a machine
// printed and see what Tandem makes of it, and so that every parser can be fed and fuzzed
// from outside through one door. Pure and thread-safe.
class OutputKinds
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::OutputKinds)

public:
    [[nodiscard]] static const QList<OutputKind> &all();
    [[nodiscard]] static bool contains(const QString &kind);
    [[nodiscard]] static QString describe(const OutputKind &kind);
    // What the parser of `kind` read from `text`, with a "warnings" array; an error for a kind
    // Tandem does not know and for text that is not that kind of output at all.
    [[nodiscard]] static Result<QJsonObject> parse(const QString &kind, const QByteArray &text);
};

} // namespace Tandem
