// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// Reads the parts of a saved state that the pages draw exactly as they are (the verify grids,
// the cabling details, the plan options), checking the type and the range of every value: a
// grid with a missing cell or a port number of -3 would be drawn wrong or not at all, so a
// damaged file is refused with the path of the first wrong value
// ("cabling.nodes[1].links[0].port"). After a failure every read returns its default, so a
// caller reads a whole structure and asks once whether it held. An absent value reads as its
// default: files written before a field existed still load. Plain value type; one reader per
// load, on one thread.
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::JsonReader)

public:
    // A long soak is a million samples; nothing read through this comes near that.
    static constexpr qsizetype defaultMaxEntries = 100000;

    // "cabling" + "nodes" -> "cabling.nodes"; "cabling.nodes" + 1 -> "cabling.nodes[1]".
    [[nodiscard]] static QString at(const QString &path, const QString &key);
    [[nodiscard]] static QString at(const QString &path, qsizetype index);

    [[nodiscard]] QJsonObject object(const QJsonValue &value, const QString &path);
    [[nodiscard]] QJsonArray
    array(const QJsonValue &value, const QString &path, qsizetype maxEntries = defaultMaxEntries);
    // `required`: empty text (or none) is damage too, as for a node's name.
    [[nodiscard]] QString text(const QJsonValue &value, const QString &path, bool required = false);
    [[nodiscard]] QStringList
    texts(const QJsonValue &value, const QString &path, qsizetype maxEntries = defaultMaxEntries);
    // A whole number from min to max; `absent` when the value is not there.
    [[nodiscard]] int
    integer(const QJsonValue &value, const QString &path, int min, int max, int absent = 0);
    // As integer(), but null (as the optional values are written) reads as nullopt.
    [[nodiscard]] std::optional<int>
    optionalInteger(const QJsonValue &value, const QString &path, int min, int max);
    [[nodiscard]] bool boolean(const QJsonValue &value, const QString &path);
    // The index in `allowed` of the text at `path`; absent or null reads as `absent`, or is
    // damage where `absent` is negative. After a failure: max(absent, 0), a valid index.
    [[nodiscard]] qsizetype choice(const QJsonValue &value,
                                   const QString &path,
                                   const QStringList &allowed,
                                   qsizetype absent = -1);

    // Keeps the first failure: `why` is a translated reason, such as "expected text".
    void fail(const QString &path, const QString &why);
    [[nodiscard]] bool ok() const { return !m_error.has_value(); }
    [[nodiscard]] const std::optional<Error> &error() const { return m_error; }

    // A value that is there, neither absent nor null.
    [[nodiscard]] static bool present(const QJsonValue &value)
    {
        return !value.isUndefined() && !value.isNull();
    }

private:
    std::optional<Error> m_error;
};

} // namespace Tandem
