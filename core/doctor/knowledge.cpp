// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor's knowledge put to use: a rule by id, its texts translated and filled in. The rules
// themselves are in knowledgerules.cpp.
#include "knowledge.h"

#include <QRegularExpression>

namespace Tandem {

const KnowledgeRule *Knowledge::rule(const QString &id)
{
    for (const KnowledgeRule &r : rules()) {
        if (id == QLatin1String(r.id))
            return &r;
    }
    return nullptr;
}

QString Knowledge::render(const char *text, const QMap<QString, QString> &values)
{
    QString out = QCoreApplication::translate("Tandem::Knowledge", text);
    static const QRegularExpression placeholder(QStringLiteral("\\{([a-z]+)\\}"));
    // One pass: a value that itself holds "{node}" is never expanded again.
    QString result;
    qsizetype last = 0;
    auto it = placeholder.globalMatch(out);
    while (it.hasNext()) {
        const auto m = it.next();
        result += out.mid(last, m.capturedStart() - last);
        const QString name = m.captured(1);
        result += values.contains(name) ? values.value(name) : m.captured(0);
        last = m.capturedEnd();
    }
    result += out.mid(last);
    return result;
}

Finding Knowledge::finding(const QString &id,
                           const QStringList &nodes,
                           const QMap<QString, QString> &values,
                           const QString &evidence)
{
    Finding f;
    f.id = id;
    const KnowledgeRule *r = rule(id);
    Q_ASSERT(r);
    if (!r)
        return f;
    f.group = r->group;
    f.severity = r->severity;
    f.repair = r->repair;
    f.nodes = nodes;
    f.interface = values.value(QStringLiteral("interface"));
    f.port = values.value(QStringLiteral("port"));
    f.title = render(r->title, values);
    f.cause = render(r->cause, values);
    f.fix = render(r->fix, values);
    f.source = QString::fromUtf8(r->source);
    f.evidence = evidence;
    f.values = values;
    return f;
}

void Knowledge::retranslate(Finding &finding)
{
    const KnowledgeRule *r = rule(finding.id);
    if (!r || !finding.values)
        return;
    finding.title = render(r->title, *finding.values);
    finding.cause = render(r->cause, *finding.values);
    finding.fix = render(r->fix, *finding.values);
}

} // namespace Tandem
