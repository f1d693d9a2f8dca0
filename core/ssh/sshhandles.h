// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/ssh: RAII owners for libssh's C handles. Only code on a session's
// worker thread touches the handles of that session.

#include <QString>

#include <libssh/libssh.h>
#include <libssh/sftp.h>

#include <memory>

namespace Tandem::SshHandles {

struct SessionDeleter
{
    void operator()(ssh_session s) const
    {
        if (ssh_is_connected(s))
            ssh_disconnect(s);
        ssh_free(s);
    }
};
struct ChannelDeleter
{
    void operator()(ssh_channel c) const
    {
        if (ssh_channel_is_open(c))
            ssh_channel_close(c);
        ssh_channel_free(c);
    }
};
struct SftpDeleter
{
    void operator()(sftp_session s) const { sftp_free(s); }
};
struct SftpFileDeleter
{
    void operator()(sftp_file f) const { sftp_close(f); }
};
struct SftpAttributesDeleter
{
    void operator()(sftp_attributes a) const { sftp_attributes_free(a); }
};
struct KeyDeleter
{
    void operator()(ssh_key k) const { ssh_key_free(k); }
};
struct StringDeleter
{
    void operator()(char *s) const { ssh_string_free_char(s); }
};
struct HashDeleter
{
    void operator()(unsigned char *h) const { ssh_clean_pubkey_hash(&h); }
};

struct EventDeleter
{
    void operator()(ssh_event e) const { ssh_event_free(e); }
};

using SessionPtr = std::unique_ptr<ssh_session_struct, SessionDeleter>;
using ChannelPtr = std::unique_ptr<ssh_channel_struct, ChannelDeleter>;
using SftpPtr = std::unique_ptr<sftp_session_struct, SftpDeleter>;
using SftpFilePtr = std::unique_ptr<sftp_file_struct, SftpFileDeleter>;
using SftpAttributesPtr = std::unique_ptr<sftp_attributes_struct, SftpAttributesDeleter>;
using KeyPtr = std::unique_ptr<ssh_key_struct, KeyDeleter>;
using CStringPtr = std::unique_ptr<char, StringDeleter>;
using EventPtr = std::unique_ptr<ssh_event_struct, EventDeleter>;

// "SHA256:..." as OpenSSH prints it, or empty when the key cannot be hashed.
inline QString sha256Fingerprint(ssh_key key)
{
    unsigned char *hash = nullptr;
    size_t len = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &len) != SSH_OK)
        return {};
    std::unique_ptr<unsigned char, HashDeleter> owned(hash);
    CStringPtr text(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, len));
    return text ? QString::fromLatin1(text.get()) : QString();
}

} // namespace Tandem::SshHandles
