// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace Tandem {

// What an SSH connection reports, declared once for SshSession (its public face) and the
// worker behind it, whose signals SshSession passes on. See SshSession for the order they
// come in. Only a base: never made on its own.
class SshEvents : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshEvents)

public:
    enum class Stream { Stdout, Stderr };
    Q_ENUM(Stream)

Q_SIGNALS:
    void hostKeyUnknown(const QString &fingerprint);
    // The key presented differs from the stored one (comes just before failed()): the node
    // was reinstalled, or someone is in between. Only the user can tell which.
    void hostKeyChanged(const QString &fingerprint);
    void passphraseRequired();
    void connected();
    void failed(const Tandem::Error &error);
    void disconnected();

    void outputLine(quint64 id, Tandem::SshEvents::Stream stream, const QByteArray &line);
    void commandFinished(quint64 id, int exitStatus);
    void commandFailed(quint64 id, const Tandem::Error &error);
    void uploadFinished(quint64 id);

protected:
    explicit SshEvents(QObject *parent = nullptr)
        : QObject(parent)
    {}
};

} // namespace Tandem
