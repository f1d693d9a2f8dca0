// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricscripts.h"

#include "remote/embeddedscripts.h" // core/remote/scripts/fabric-*.sh

#include <QCryptographicHash>
#include <QRegularExpression>

namespace Tandem {

namespace {

RemoteCommand shCommand(const QByteArray &script, const QList<QByteArray> &args)
{
    QList<QByteArray> argv{"sh", "-c", script, "sh"};
    argv += args;
    return RemoteCommand(argv);
}

} // namespace

QByteArray FabricScripts::keyScript()
{
    return QByteArray(Scripts::Remote::fabricKey);
}

QByteArray FabricScripts::hostKeysScript()
{
    return QByteArray(Scripts::Remote::fabricHostKeys);
}

QByteArray FabricScripts::readScript()
{
    return QByteArray(Scripts::Remote::fabricRead);
}

QByteArray FabricScripts::writeScript()
{
    return QByteArray(Scripts::Remote::fabricWrite);
}

RemoteCommand FabricScripts::keyCommand()
{
    return shCommand(keyScript(), {});
}

RemoteCommand FabricScripts::hostKeysCommand()
{
    return shCommand(hostKeysScript(), {});
}

RemoteCommand FabricScripts::readCommand()
{
    return shCommand(readScript(), {QByteArray::number(maxFileBytes)});
}

RemoteCommand FabricScripts::writeCommand(const QList<FabricWrite> &writes, bool removeKey)
{
    QList<QByteArray> args{removeKey ? QByteArray("remove-key") : QByteArray("keep-key")};
    QByteArray input;
    for (const FabricWrite &write : writes) {
        const char *action = write.action == FabricWrite::Action::Write    ? "write"
                             : write.action == FabricWrite::Action::Remove ? "remove"
                                                                           : "keep";
        args << write.name + ':' + write.expected + ':' + action + ':'
                    + (write.mode.isEmpty() ? QByteArray("-") : write.mode);
        if (write.action == FabricWrite::Action::Write)
            input += write.content.toBase64() + '\n';
    }
    RemoteCommand command = shCommand(writeScript(), args);
    command.setStdinData(input);
    return command;
}

Result<QList<FabricFileState>> FabricScripts::parseRead(const CommandResult &result)
{
    if (!result.ok())
        return makeError(result.error ? result.error->toString()
                                      : tr("Reading the ssh files ended with exit status %1: %2")
                                            .arg(result.exitStatus)
                                            .arg(QString::fromUtf8(result.err).trimmed()));
    const QList<QByteArray> names = files() << QByteArray("manifest");
    QList<QByteArray> lines = result.out.split('\n');
    if (lines.endsWith(QByteArray()))
        lines.removeLast();
    QList<FabricFileState> states;
    qsizetype at = 0;
    for (const QByteArray &name : names) {
        const QList<QByteArray> words = lines.value(at++).split(' ');
        const QString shown = displayName(name);
        if (words.size() < 2 || words.at(0) != name)
            return makeError(tr("Reading the ssh files printed something unexpected."));
        FabricFileState state;
        state.name = name;
        const QByteArray &kind = words.at(1);
        if (kind == "absent" && words.size() == 2) {
            states << state;
            continue;
        }
        if (kind == "foreign")
            return makeError(tr("%1 belongs to another user; Tandem does not edit it.").arg(shown));
        if (kind == "notfile" || kind == "dangling")
            return makeError(
                tr("%1 is not a regular file (or a link to one); Tandem does not edit it.")
                    .arg(shown));
        if (kind == "toolarge")
            return makeError(tr("%1 is larger than %2 bytes; Tandem does not edit it.")
                                 .arg(shown)
                                 .arg(maxFileBytes));
        static const QRegularExpression modeRe(QStringLiteral("^[0-7]{3,4}$"));
        if ((kind != "file" && kind != "link") || words.size() != 3
            || !modeRe.match(QString::fromLatin1(words.at(2))).hasMatch())
            return makeError(tr("Reading the ssh files printed something unexpected."));
        auto decoded = QByteArray::fromBase64Encoding(lines.value(at++),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return makeError(tr("%1 did not arrive whole.").arg(shown));
        state.exists = true;
        state.link = kind == "link";
        state.mode = words.at(2);
        state.content = std::move(*decoded);
        if (state.content.size() > maxFileBytes)
            return makeError(tr("%1 is larger than %2 bytes; Tandem does not edit it.")
                                 .arg(shown)
                                 .arg(maxFileBytes));
        states << state;
    }
    if (at != lines.size())
        return makeError(tr("Reading the ssh files printed something unexpected."));
    return states;
}

QList<QByteArray> FabricScripts::files()
{
    return {"authorized_keys", "known_hosts", "config"};
}

QString FabricScripts::displayName(const QByteArray &name)
{
    if (name == "manifest")
        return QStringLiteral("~/.local/state/tandem/fabric.json");
    return QStringLiteral("~/.ssh/") + QString::fromUtf8(name);
}

QByteArray FabricFileState::sha256() const
{
    if (!exists)
        return "absent";
    return QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

} // namespace Tandem
