// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodefacts.h"

#include "inventory/deviceidentityparser.h"
#include "inventory/nodeidentity.h"

namespace Tandem {

namespace {

QString textOf(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

qint64 idOf(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? qint64(value.toDouble()) : -1;
}

void fillIfEmpty(QString &field, const QString &value)
{
    if (field.isEmpty())
        field = value.trimmed();
}

} // namespace

QString NodeFacts::imageSummary() const
{
    if (!image.isEmpty())
        return image;
    if (dgxOsVersion.isEmpty())
        return {};
    return dgxOsBuildDate.isValid() ? QStringLiteral("DGX OS %1 (built %2)")
                                          .arg(dgxOsVersion, dgxOsBuildDate.toString(Qt::ISODate))
                                    : QStringLiteral("DGX OS %1").arg(dgxOsVersion);
}

QJsonObject NodeFacts::toJson() const
{
    const auto text
        = [](const QString &value) { return value.isEmpty() ? QJsonValue() : QJsonValue(value); };
    const auto id
        = [](qint64 value) { return value < 0 ? QJsonValue() : QJsonValue(double(value)); };
    return {
        {QStringLiteral("node"), node},
        {QStringLiteral("hostname"), text(hostname)},
        {QStringLiteral("kernel"), text(kernel)},
        {QStringLiteral("machine"), text(machine)},
        {QStringLiteral("os"), text(os)},
        {QStringLiteral("model"), text(model)},
        {QStringLiteral("model_id"), text(modelId)},
        {QStringLiteral("vendor"), text(vendor)},
        {QStringLiteral("bios"), text(bios)},
        {QStringLiteral("image"), text(image)},
        {QStringLiteral("dgx_os_version"), text(dgxOsVersion)},
        {QStringLiteral("dgx_os_build_date"),
         dgxOsBuildDate.isValid() ? QJsonValue(dgxOsBuildDate.toString(Qt::ISODate))
                                  : QJsonValue()},
        {QStringLiteral("gpu"), text(gpu)},
        {QStringLiteral("driver"), text(driver)},
        {QStringLiteral("user"), text(user)},
        {QStringLiteral("uid"), id(uid)},
        {QStringLiteral("gid"), id(gid)},
        {QStringLiteral("group"), text(group)},
    };
}

NodeFacts NodeFacts::fromJson(const QJsonObject &object)
{
    NodeFacts facts;
    facts.node = textOf(object, "node");
    facts.hostname = textOf(object, "hostname");
    facts.kernel = textOf(object, "kernel");
    facts.machine = textOf(object, "machine");
    facts.os = textOf(object, "os");
    facts.model = textOf(object, "model");
    facts.modelId = textOf(object, "model_id");
    facts.vendor = textOf(object, "vendor");
    facts.bios = textOf(object, "bios");
    facts.image = textOf(object, "image");
    facts.dgxOsVersion = textOf(object, "dgx_os_version");
    facts.dgxOsBuildDate = QDate::fromString(textOf(object, "dgx_os_build_date"), Qt::ISODate);
    facts.gpu = textOf(object, "gpu");
    facts.driver = textOf(object, "driver");
    facts.user = textOf(object, "user");
    facts.uid = idOf(object, "uid");
    facts.gid = idOf(object, "gid");
    facts.group = textOf(object, "group");
    return facts;
}

RemoteCommand NodeFacts::hostCommand()
{
    return RemoteCommand::fromStrings(
        {QStringLiteral("sh"),
         QStringLiteral("-c"),
         QStringLiteral("uname -n; uname -r; uname -m; cat /etc/os-release 2>/dev/null")});
}

void NodeFacts::readHost(const QByteArray &out)
{
    QList<QByteArray> lines = out.split('\n');
    if (lines.size() < 3)
        return;
    hostname = QString::fromUtf8(lines.at(0)).trimmed();
    kernel = QString::fromUtf8(lines.at(1)).trimmed();
    machine = QString::fromUtf8(lines.at(2)).trimmed();
    lines.remove(0, 3);
    if (const auto release = DeviceIdentityParser::parseOsRelease(lines.join('\n')))
        os = release->prettyName.isEmpty() ? release->id : release->prettyName;
}

void NodeFacts::readEvidence(const QList<Check> &deviceChecks)
{
    for (const Check &check : deviceChecks) {
        for (const Evidence &evidence : check.evidence) {
            if (evidence.node != node || evidence.exitStatus != 0)
                continue;
            const QByteArray out = evidence.output.toUtf8();
            // The identity script's output; a login script may have printed before it.
            const bool identityOutput = out.startsWith("@machine ") || out.contains("\n@machine ");
            if (check.id == QLatin1String("device.dgx") && identityOutput) {
                if (const auto identity = NodeIdentityReader::read(out)) {
                    const Gb10Identity id = identity->model();
                    fillIfEmpty(model, id.displayName());
                    fillIfEmpty(modelId, id.model ? id.model->id : QString());
                    fillIfEmpty(vendor, id.vendor);
                    fillIfEmpty(bios, id.bios);
                    fillIfEmpty(image, identity->image());
                    if (identity->dgxRelease) {
                        fillIfEmpty(dgxOsVersion, identity->dgxRelease->version());
                        if (!dgxOsBuildDate.isValid())
                            dgxOsBuildDate = identity->dgxRelease->swBuildDate;
                    }
                }
            } else if (check.id == QLatin1String("device.dgx")) {
                // A state saved before the identity script: the evidence is /etc/dgx-release.
                if (const auto release = DeviceIdentityParser::parseDgxRelease(out)) {
                    fillIfEmpty(
                        model, release->prettyName.isEmpty() ? release->name : release->prettyName);
                    fillIfEmpty(dgxOsVersion, release->swBuildVersion);
                    if (!dgxOsBuildDate.isValid())
                        dgxOsBuildDate = release->swBuildDate;
                }
            } else if (check.id == QLatin1String("device.gpu")) {
                if (const auto gpus = DeviceIdentityParser::parseNvidiaSmiGpus(out);
                    gpus && !gpus->isEmpty()) {
                    fillIfEmpty(gpu, gpus->constFirst().name);
                    fillIfEmpty(driver, gpus->constFirst().driverVersion);
                }
            } else if (check.id == QLatin1String("user.same")) {
                // `id -un; id -u; id -g; id -gn`, as UserChecks runs it.
                const QStringList lines
                    = evidence.output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                if (lines.size() != 4 || !user.isEmpty())
                    continue;
                bool uidOk = false;
                bool gidOk = false;
                const qint64 u = lines.at(1).trimmed().toLongLong(&uidOk);
                const qint64 g = lines.at(2).trimmed().toLongLong(&gidOk);
                if (!uidOk || !gidOk)
                    continue;
                user = lines.at(0).trimmed();
                uid = u;
                gid = g;
                group = lines.at(3).trimmed();
            }
        }
    }
    // A GB10 on a stock image: the report names the OS and that DGX OS is not there.
    if (image.isEmpty() && !model.isEmpty() && !os.isEmpty())
        image = QStringLiteral("%1 (no DGX OS)").arg(os);
}

} // namespace Tandem
