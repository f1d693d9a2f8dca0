// SPDX-License-Identifier: GPL-3.0-or-later
#include "restoreedits.h"

#include "plan/netplansecrets.h"
#include "remote/netplancommands.h"
#include "util/unifieddiff.h"

#include <memory>

namespace Tandem {

void RestoreEdits::check(const QString &node,
                         const BackupRun &run,
                         const QByteArray &password,
                         bool keep,
                         const RunCommand &run_,
                         const Next &evidence,
                         const Done &done)
{
    QList<BackupFile> written;
    QStringList paths;
    for (const BackupFile &f : run.files) {
        if (f.role != BackupFile::Role::MovedAside && !f.sha256After.isEmpty()) {
            written << f;
            paths << f.path;
        }
    }
    if (written.isEmpty()) {
        done({}, {});
        return;
    }
    const QByteArray *pw = &password; // the caller's, which outlives the commands; not copied
    run_(NetplanCommands::sums(paths, *pw), [=](const CommandResult &result) {
        evidence(result);
        if (!result.ok()) {
            done({}, result.errorText());
            return;
        }
        const QList<QByteArray> sums = result.out.split('\n');
        QList<BackupFile> edited;
        for (int i = 0; i < written.size(); ++i) {
            const QString now = QString::fromLatin1(sums.value(i).trimmed());
            const BackupFile &f = written.at(i);
            // Tandem's bytes, the bytes from before (the trial never became permanent) or
            // no file at all: nothing of anyone else's is lost by restoring.
            if (now != f.sha256After && now != f.sha256 && now != QLatin1String("absent"))
                edited << f;
        }
        if (edited.isEmpty()) {
            done({}, {});
            return;
        }
        auto found = std::make_shared<QList<RestoreEdit>>();
        auto remaining = std::make_shared<int>(int(edited.size()));
        auto failed = std::make_shared<QString>();
        for (const BackupFile &f : edited) {
            run_(NetplanCommands::readFile(f.path, *pw), [=](const CommandResult &read) {
                // The file may hold Wi-Fi or VPN secrets (a rewritten foreign file does): what
                // is shown and recorded is masked.
                CommandResult masked = read;
                masked.out = NetplanSecrets::redact(read.out);
                evidence(masked);
                RestoreEdit edit{node, f.path, run.runId, {}, {}};
                // A run read from the node's manifest has no contents: the local copy has
                // what Tandem wrote.
                const QByteArray wrote = f.contentAfter.isEmpty()
                                             ? NodeBackup::localContentAfter(node, run.runId, f)
                                             : f.contentAfter;
                // A file that holds secrets has no copy here of what Tandem wrote.
                edit.diff = unifiedDiff(QString::fromUtf8(NetplanSecrets::redact(wrote)),
                                        QString::fromUtf8(masked.out),
                                        f.path
                                            + (wrote.isEmpty()
                                                   ? tr(" (as Tandem wrote it: not kept on this "
                                                        "computer, it holds secrets)")
                                                   : tr(" (as Tandem wrote it)")),
                                        f.path + tr(" (on the node now)"));
                if (!read.ok())
                    *failed = read.errorText();
                const auto finishOne = [=](const RestoreEdit &e) {
                    found->append(e);
                    if (--*remaining == 0)
                        done(*found, *failed);
                };
                if (!keep || !read.ok()) {
                    finishOne(edit);
                    return;
                }
                edit.keptAt = run.backupDir + QStringLiteral("/edited-") + QString::number(f.index);
                run_(NetplanCommands::writeFile(edit.keptAt, read.out, QStringLiteral("600"), *pw),
                     [=](const CommandResult &kept) {
                         evidence(kept);
                         if (!kept.ok())
                             *failed = kept.errorText();
                         finishOne(edit);
                     });
            });
        }
    });
}

} // namespace Tandem
