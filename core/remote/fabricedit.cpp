// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricedit.h"

#include "remote/fabricblock.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Tandem {

namespace {

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

FabricFileState stateOf(const QList<FabricFileState> &states, const QByteArray &name)
{
    for (const FabricFileState &state : states) {
        if (state.name == name)
            return state;
    }
    FabricFileState absent;
    absent.name = name;
    return absent;
}

// The manifest's entries by file name; an absent manifest has none.
Result<QHash<QByteArray, QJsonObject>> manifestEntries(const FabricFileState &manifest)
{
    QHash<QByteArray, QJsonObject> entries;
    if (!manifest.exists)
        return entries;
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(manifest.content, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()
        || document.object().value(QLatin1String("version")).toInt() != 1)
        return makeError(FabricEdit::tr("%1 is not a manifest Tandem can read, so Tandem changes "
                                        "nothing; move it aside and run this step again.")
                             .arg(FabricScripts::displayName("manifest")));
    for (const QJsonValue &value : document.object().value(QLatin1String("files")).toArray()) {
        const QJsonObject entry = value.toObject();
        entries.insert(entry.value(QLatin1String("name")).toString().toUtf8(), entry);
    }
    return entries;
}

QJsonArray linesOf(const QByteArray &block)
{
    QJsonArray lines;
    for (const QByteArray &line : block.split('\n'))
        lines.append(QString::fromUtf8(line));
    return lines;
}

} // namespace

Result<FabricEditPlan> FabricEdit::install(const QList<FabricFileState> &states,
                                           const FabricFiles &files)
{
    const FabricFileState manifest = stateOf(states, "manifest");
    const auto entries = manifestEntries(manifest);
    if (!entries)
        return tl::unexpected(entries.error());
    const QByteArray blocks[] = {files.authorizedKeys, files.knownHosts, files.config};
    FabricEditPlan plan;
    QJsonArray recorded;
    qsizetype index = 0;
    for (const QByteArray &name : FabricScripts::files()) {
        const FabricFileState state = stateOf(states, name);
        const QString shown = FabricScripts::displayName(name);
        const auto outside = FabricBlock::without(state.content, shown);
        if (!outside)
            return tl::unexpected(outside.error());
        const auto content = FabricBlock::with(state.content, blocks[index++], shown);
        if (!content)
            return tl::unexpected(content.error());
        const QByteArray sum = sha256(*outside);
        // The state before Tandem's first install: a second install keeps it.
        QJsonObject entry = entries->value(name);
        if (entry.isEmpty()) {
            entry = {{QStringLiteral("name"), QString::fromUtf8(name)},
                     {QStringLiteral("existed"), state.exists},
                     {QStringLiteral("mode"), QString::fromLatin1(state.mode)},
                     {QStringLiteral("sha256"), QString::fromLatin1(sum)}};
        }
        recorded.append(entry);
        FabricWrite write{name, state.sha256(), FabricWrite::Action::Keep, {}, "-"};
        if (!state.exists || *content != state.content) {
            write.action = FabricWrite::Action::Write;
            write.content = *content;
        }
        plan.writes << write;
        plan.report << "ok " + name + ' ' + sum;
    }
    const QJsonObject added{{QStringLiteral("authorized_keys"), linesOf(files.authorizedKeys)},
                            {QStringLiteral("known_hosts"), linesOf(files.knownHosts)},
                            {QStringLiteral("config"), linesOf(files.config)}};
    const QJsonObject document{
        {QStringLiteral("version"), 1},
        {QStringLiteral("written_by"), QStringLiteral("tandem ssh-fabric")},
        {QStringLiteral("key"), QStringLiteral(".ssh/tandem_fabric_ed25519")},
        {QStringLiteral("files"), recorded},
        {QStringLiteral("added"), added}};
    const QByteArray json = QJsonDocument(document).toJson(QJsonDocument::Indented);
    // The manifest goes first: a write cut short leaves no block that undo cannot account for.
    if (!manifest.exists || json != manifest.content)
        plan.writes.prepend(
            FabricWrite{"manifest", manifest.sha256(), FabricWrite::Action::Write, json, "-"});
    return plan;
}

Result<FabricEditPlan> FabricEdit::undo(const QList<FabricFileState> &states)
{
    const FabricFileState manifest = stateOf(states, "manifest");
    const auto entries = manifestEntries(manifest);
    if (!entries)
        return tl::unexpected(entries.error());
    FabricEditPlan plan;
    for (const QByteArray &name : FabricScripts::files()) {
        const FabricFileState state = stateOf(states, name);
        if (!state.exists) {
            plan.report << "absent " + name;
            continue;
        }
        const auto outside = FabricBlock::without(state.content, FabricScripts::displayName(name));
        // Every install writes the manifest before any file, so without one Tandem has no
        // fabric here: markers that do not pair up are the user's, and undo leaves them (and
        // the restore after it) alone instead of refusing.
        if (!outside && !manifest.exists) {
            plan.report << "untouched " + name;
            continue;
        }
        if (!outside)
            return tl::unexpected(outside.error());
        const QJsonObject entry = entries->value(name);
        FabricWrite write{name, state.sha256(), FabricWrite::Action::Keep, {}, "-"};
        if (entry.value(QLatin1String("existed")) == QJsonValue(false) && outside->isEmpty()) {
            write.action = FabricWrite::Action::Remove;
            plan.writes << write;
            plan.report << "removed " + name;
            continue;
        }
        if (*outside != state.content) {
            write.action = FabricWrite::Action::Write;
            write.content = *outside;
        }
        // Tandem before this version made the files 0600; the mode the user had comes back.
        const QByteArray mode = entry.value(QLatin1String("mode")).toString().toLatin1();
        static const QRegularExpression modeRe(QStringLiteral("^[0-7]{3,4}$"));
        if (modeRe.match(QString::fromLatin1(mode)).hasMatch() && mode != state.mode)
            write.mode = mode;
        plan.writes << write;
        const QByteArray sum = sha256(*outside);
        const QByteArray want = entry.value(QLatin1String("sha256")).toString().toLatin1();
        const char *verb = want.isEmpty() ? "restored " : want == sum ? "identical " : "changed ";
        plan.report << verb + name + ' ' + sum;
    }
    if (manifest.exists)
        plan.writes << FabricWrite{
            "manifest", manifest.sha256(), FabricWrite::Action::Remove, {}, "-"};
    return plan;
}

} // namespace Tandem
