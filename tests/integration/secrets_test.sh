#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Secrets stay where they are. On a 2-node direct lab, known secrets are planted: a Wi-Fi
# password in a NetworkManager netplan file, a Wi-Fi password and a WireGuard private key in a
# foreign netplan file that also configures the management port and a ConnectX-7 port (so the
# plan must change that very file: it takes the twin's stanza out, every other byte kept, and
# restore puts the file back byte for byte), the sudo password Tandem is given, and the nodes' own private keys (the SSH
# fabric keys Tandem makes there). Then tandem-cli plans, sets up, exports the report in all
# three formats and restores; every file Tandem wrote on this computer (state, reports, its
# data folder, backups, logs) and everything it printed (text and --json) is searched for
# each secret, raw and inside any base64 run. Exit 77 (ctest SKIP_RETURN_CODE) with a reason
# when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
require_lab python3 pdftotext
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-secrets-test

LAB() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
SESSION="$T/out/session.json"
mkdir -p "$T/out"
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(LAB)"; }
password() { jq -r '.nodes[0].password' "$(LAB)"; }
cli() { # cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --state SESSION ...; status in $rc
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    set +e
    password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys \
        --state "$SESSION" "$@" >"$T/out/$name.out" 2>"$T/out/$name.err"
    rc=$?
    set -e
}

# search_for_secrets LABEL: every file under $T but the lab's, raw and inside base64 runs.
search_for_secrets() {
    python3 - "$T" "$1" "$(password)" "$WIFI_NM" "$WIFI_FOREIGN" "$WG_KEY" <<'EOF'
import base64, os, re, sys

root, label, sudo, wifi_nm, wifi_foreign, wg_key = sys.argv[1:7]
needles = {"sudo password": sudo, "Wi-Fi password (NetworkManager file)": wifi_nm,
           "Wi-Fi password (file the plan changes)": wifi_foreign, "WireGuard private key": wg_key}
with open(os.path.join(root, "private-keys.txt")) as f:
    for i, line in enumerate(l.strip() for l in f if l.strip()):
        # A stretch from the middle of the key body: the header bytes are the same in every key.
        needles[f"node private key {i + 1}"] = line[len(line) // 2: len(line) // 2 + 40]
b64 = re.compile(rb"[A-Za-z0-9+/]{16,}={0,2}")
searched, leaks = 0, []
# Everything except the lab's own folder (it holds the lab's password by design).
for base in ("out", "data", "config", "cache"):
    for dirpath, _, files in os.walk(os.path.join(root, base)):
        for name in files:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                data = f.read()
            searched += 1
            if os.environ.get("SECRETS_TEST_LIST"):
                print("  " + os.path.relpath(path, root))
            views = [data]
            for m in b64.finditer(data):
                chunk = m.group(0)
                try:
                    views.append(base64.b64decode(chunk + b"=" * (-len(chunk) % 4)))
                except Exception:
                    pass
            for what, secret in needles.items():
                if any(secret.encode() in v for v in views):
                    leaks.append(f"{what} in {os.path.relpath(path, root)}")
print(f"{label}: searched {searched} files for {len(needles)} secrets")
if searched < 8:
    print("FAIL: too few files to search; did the commands write their output?")
    sys.exit(1)
if leaks:
    print(f"FAIL: {label}: " + "\n      ".join(leaks))
    sys.exit(1)
EOF
}

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null

WIFI_NM="nm-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
WIFI_FOREIGN="cloud-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
WG_KEY="$(head -c 32 /dev/urandom | base64)"
"$LAB_TOOL" exec 1 sh -c "cat >/etc/netplan/90-NM-5f2d0c1e.yaml <<EOF
network:
  version: 2
  wifis:
    NM-5f2d0c1e:
      renderer: NetworkManager
      match: {}
      dhcp4: true
      access-points:
        \"Upstairs\":
          auth:
            key-management: \"psk\"
            password: \"$WIFI_NM\"
          networkmanager:
            passthrough:
              wifi-security.psk: \"$WIFI_NM\"
EOF
chmod 600 /etc/netplan/90-NM-5f2d0c1e.yaml"
# The installer's file: the management port, one ConnectX-7 twin (from an old guide), Wi-Fi and
# a WireGuard tunnel. Apply must take out the twin's lines and nothing else.
CLOUD_HEAD="# written by the installer
network:
  version: 2
  ethernets:
    enP7s7:            # the management port: Tandem never touches it
      dhcp4: true
"
CLOUD_TWIN="    enp1s0f1np1:
      dhcp4: true
"
CLOUD_TAIL="  wifis:
    wlp1s0:
      dhcp4: true
      access-points:
        Lab: {password: '$WIFI_FOREIGN'}
  tunnels:
    wg0:
      mode: wireguard
      port: 51820
      addresses: [10.99.0.1/24]
      keys:
        private: $WG_KEY
      peers:
        - keys:
            public: $(head -c 32 /dev/urandom | base64)
          allowed-ips: [10.99.0.2/32]
"
printf '%s%s%s' "$CLOUD_HEAD" "$CLOUD_TWIN" "$CLOUD_TAIL" |
    "$LAB_TOOL" exec 1 sh -c 'umask 077; cat >/etc/netplan/50-cloud-init.yaml'
sum_of() { sha256sum | cut -d' ' -f1; }
node_sum() { "$LAB_TOOL" exec 1 sh -c 'sha256sum </etc/netplan/50-cloud-init.yaml' | cut -d' ' -f1; }
CLOUD_BEFORE=$(printf '%s%s%s' "$CLOUD_HEAD" "$CLOUD_TWIN" "$CLOUD_TAIL" | sum_of)
CLOUD_AFTER=$(printf '%s%s' "$CLOUD_HEAD" "$CLOUD_TAIL" | sum_of)
[[ $(node_sum) == "$CLOUD_BEFORE" ]] || fail "the installer's file was not planted"

cli plan plan --json
((rc == 0 || rc == 1)) || fail "plan exit $rc: $(tail -3 "$T/out/plan.err")"
cli plan-text plan
cli setup setup --yes --json
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/out/setup.err")"
cli setup-text check
set +e
"$CLI" report --state "$SESSION" --out "$T/out/report.pdf" --out "$T/out/report.html" \
    --out "$T/out/report.json" --snippets "$T/out/serving" >"$T/out/report.out" 2>"$T/out/report.err"
rc=$?
set -e
((rc == 0 || rc == 1)) || fail "report exit $rc: $(tail -3 "$T/out/report.err")"
pdftotext "$T/out/report.pdf" "$T/out/report.pdf.txt"
pass "plan, setup and the report ran with the secrets in place"
jq -e '[.move_aside[]? | select(.file == "50-cloud-init.yaml" and .action == "rewrite")] | length == 1' \
    "$T/out/plan.out" >/dev/null || fail "the plan does not say it rewrites 50-cloud-init.yaml"
[[ $(node_sum) == "$CLOUD_AFTER" ]] ||
    fail "50-cloud-init.yaml after setup is not the original without the twin's two lines"
pass "setup took only the twin's stanza out of the installer's file (management, Wi-Fi, WireGuard kept byte for byte)"

# The nodes' private keys, read on the nodes (only to search for them here).
for n in 1 2; do
    # shellcheck disable=SC2016 # expanded by the node's shell
    "$LAB_TOOL" exec "$n" sh -c 'for f in /home/*/.ssh/* /root/.ssh/*; do
        [ -f "$f" ] && grep -q "PRIVATE KEY" "$f" && sed "1d;\$d" "$f" | tr -d "\n" && echo; done; true'
done >"$T/private-keys.txt"
[[ -s $T/private-keys.txt ]] || fail "no private key was found on the nodes (the fabric keys?)"

search_for_secrets "after setup"

cli restore restore --yes --json
((rc == 0)) || fail "restore exit $rc: $(jq -c '[.. | objects | select(.status? == "fail") | {id, node, detail}]' "$T/out/restore.out" 2>/dev/null)"

[[ $(node_sum) == "$CLOUD_BEFORE" ]] || fail "restore did not put the installer's file back byte for byte"
pass "restore put the installer's file back byte for byte"

search_for_secrets "after restore"
pass "no secret in any file, log, report, state or output Tandem wrote"
