// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <memory>

// A throwaway OpenSSH server for the tests: its own host key, config, authorized_keys and
// pid file in one temporary folder, listening on 127.0.0.1 only, run as the current user.
// As root without /run/sshd (sshd's privilege-separation folder) it runs inside a private
// mount namespace with a tmpfs on /run, so nothing on the host is created or changed.
class TestSshd
{
public:
    explicit TestSshd(QString dir);
    ~TestSshd();

    // Makes the host key, client key and config. Returns why not, or an empty string.
    QString prepare();
    // Starts sshd with hostKey on port; returns why not, or an empty string.
    QString start(int port, const QString &hostKey);
    void stop();

    static int freePort();
    // Runs a program to its end; returns its stdout. exitCode is -1 when it did not run.
    static QByteArray exec(const QString &program,
                           const QStringList &args,
                           int *exitCode = nullptr,
                           const QByteArray &input = {});
    // The SHA256 fingerprint ssh-keygen prints for a public key file.
    static QString fingerprintOf(const QString &pubKeyPath);
    // Makes an ed25519 key (passphrase may be empty); returns its private key path or empty.
    QString makeKey(const QString &name, const QString &passphrase = {});
    bool authorize(const QString &pubKeyPath);

    QString dir;
    QString hostKey;      // the key sshd normally runs with
    QString otherHostKey; // a second one, to simulate a reinstalled node
    QString clientKey;    // authorized
    QString authorizedKeys;
    QString user;
    int port = 0;

private:
    std::unique_ptr<QProcess> m_sshd;
};
