// SPDX-License-Identifier: GPL-3.0-or-later
#include "foreignnetplan.h"

#include <QList>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <string>

namespace Tandem {

namespace {

// The file's lines, each with its own line ending, so joining them gives the bytes back.
QList<QByteArray> linesOf(const QByteArray &content)
{
    QList<QByteArray> lines;
    qsizetype pos = 0;
    while (pos < content.size()) {
        const qsizetype nl = content.indexOf('\n', pos);
        const qsizetype end = nl < 0 ? content.size() : nl + 1;
        lines.append(content.mid(pos, end - pos));
        pos = end;
    }
    return lines;
}

qsizetype indentOf(const QByteArray &line)
{
    qsizetype i = 0;
    while (i < line.size() && (line.at(i) == ' ' || line.at(i) == '\t'))
        ++i;
    return i;
}

bool isBlank(const QByteArray &line)
{
    return line.trimmed().isEmpty();
}

// The line after the last one that belongs below a key at `column` starting at `first`:
// lines indented deeper, and blank or comment lines between them.
qsizetype stanzaEnd(const QList<QByteArray> &lines, qsizetype first, qsizetype column)
{
    qsizetype end = first + 1;
    for (qsizetype i = first + 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        if (isBlank(line))
            continue;
        if (indentOf(line) <= column)
            break;
        end = i + 1;
    }
    return end;
}

std::string dump(const YAML::Node &node)
{
    YAML::Emitter out;
    out << node;
    return out.c_str();
}

} // namespace

ForeignTakeover ForeignNetplan::takeover(const QString &fileName,
                                         const QByteArray &content,
                                         const QStringList &interfaces)
{
    ForeignTakeover result;
    auto refuse = [&](const QString &why) {
        result.kind = ForeignTakeover::Kind::Refuse;
        result.content.clear();
        result.reason = tr("Tandem will not edit /etc/netplan/%1: %2").arg(fileName, why);
        return result;
    };
    YAML::Node root;
    try {
        root = YAML::Load(content.toStdString());
    } catch (const YAML::Exception &e) {
        return refuse(tr("it is not valid YAML (%1).").arg(QString::fromStdString(e.msg)));
    }
    if (!root.IsMap() || !root["network"] || !root["network"].IsMap())
        return result;
    const YAML::Node network = root["network"];
    const YAML::Node ethernets = network["ethernets"];
    if (!ethernets || !ethernets.IsMap())
        return result;

    bool other = false;
    QList<YAML::Node> keys;
    for (auto it = ethernets.begin(); it != ethernets.end(); ++it) {
        const QString name = QString::fromStdString(it->first.as<std::string>(""));
        if (interfaces.contains(name)) {
            result.removed << name;
            keys << it->first;
        } else {
            other = true;
        }
    }
    if (result.removed.isEmpty())
        return result;
    for (auto it = network.begin(); it != network.end(); ++it) {
        const std::string key = it->first.as<std::string>("");
        if (key != "version" && key != "renderer" && key != "ethernets")
            other = true;
    }
    if (!other) {
        result.kind = ForeignTakeover::Kind::MoveAside;
        return result;
    }

    if (network.Style() == YAML::EmitterStyle::Flow
        || ethernets.Style() == YAML::EmitterStyle::Flow)
        return refuse(tr("its \"ethernets\" section is written in flow style ({...}); move the "
                         "ConnectX-7 entries (%1) to a file of their own, or remove them.")
                          .arg(result.removed.join(QStringLiteral(", "))));

    QList<QByteArray> lines = linesOf(content);
    QList<bool> drop(lines.size(), false);
    for (const YAML::Node &key : keys) {
        const qsizetype first = key.Mark().line;
        const qsizetype column = key.Mark().column;
        if (first < 0 || first >= lines.size() || indentOf(lines.at(first)) != column)
            return refuse(tr("the entry for %1 does not start a line of its own.")
                              .arg(QString::fromStdString(key.as<std::string>(""))));
        const qsizetype end = stanzaEnd(lines, first, column);
        for (qsizetype i = first; i < end; ++i)
            drop[i] = true;
    }
    // Every entry gone: the section header goes too (with nothing left under it, netplan would
    // read `ethernets:` as null, which some versions refuse).
    if (ethernets.size() == std::size_t(keys.size())) {
        qsizetype header = -1;
        for (auto it = network.begin(); it != network.end(); ++it) {
            if (it->first.as<std::string>("") == "ethernets")
                header = it->first.Mark().line;
        }
        if (header < 0 || header >= lines.size() || lines.at(header).trimmed() != "ethernets:")
            return refuse(tr("its \"ethernets:\" line could not be found."));
        drop[header] = true;
    }

    QList<QRegularExpression> words;
    for (const QString &name : std::as_const(result.removed))
        words << QRegularExpression(QStringLiteral("(^|[^A-Za-z0-9_.-])%1($|[^A-Za-z0-9_.-])")
                                        .arg(QRegularExpression::escape(name)));
    QByteArray rewritten;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (drop.at(i))
            continue;
        const QByteArray &line = lines.at(i);
        const qsizetype hash = line.indexOf('#');
        const QString code = QString::fromUtf8(hash < 0 ? line : line.left(hash));
        for (qsizetype w = 0; w < words.size(); ++w) {
            if (words.at(w).match(code).hasMatch())
                return refuse(tr("line %1 also uses %2 (in a bond, bridge, VLAN or route); "
                                 "Tandem does not take that apart.")
                                  .arg(i + 1)
                                  .arg(result.removed.at(w)));
        }
        rewritten += line;
    }

    // The result must be the original minus exactly those entries, nothing else.
    YAML::Node expected = YAML::Clone(root);
    for (const QString &name : std::as_const(result.removed))
        expected["network"]["ethernets"].remove(name.toStdString());
    if (expected["network"]["ethernets"].size() == 0)
        expected["network"].remove("ethernets");
    try {
        const YAML::Node got = YAML::Load(rewritten.toStdString());
        if (dump(got) != dump(expected))
            return refuse(tr("taking the entries out would change more than them."));
    } catch (const YAML::Exception &e) {
        return refuse(tr("without the entries it would not be valid YAML (%1).")
                          .arg(QString::fromStdString(e.msg)));
    }
    result.kind = ForeignTakeover::Kind::Rewrite;
    result.content = rewritten;
    return result;
}

} // namespace Tandem
