#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# package.deb: builds the Debian package from the build tree (cpack -G DEB, into a scratch
# directory) and checks what a user would get: the control fields, the file list, the desktop
# file and the AppStream metainfo (with their validators), the icons' real pixel sizes, the man
# pages, the changelog, that every program's libraries resolve and come from packages the
# package depends on, that the extracted programs start, and what lintian says of it all.
#
#   check-deb.sh CPACK BUILD_DIR VERSION MAINTAINER HOMEPAGE APP_ID ICON_SIZE...
#
# Exit status: 0 all passed, 1 something failed, 77 skipped (a tool it needs is missing).
set -uo pipefail

[ $# -ge 7 ] || { echo "usage: $0 CPACK BUILD_DIR VERSION MAINTAINER HOMEPAGE APP_ID ICON_SIZE..." >&2; exit 2; }
cpack=$1 build_dir=$2 version=$3 maintainer=$4 homepage=$5 app_id=$6
shift 6
sizes=("$@")

failures=0
missing_validators=()
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
skip() { echo "SKIP: $*"; exit 77; }

for tool in dpkg dpkg-deb dpkg-shlibdeps dpkg-parsechangelog readelf ldd od gzip; do
    command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed (dpkg-dev, binutils: ./dev setup installs them)"
done
[ -f "$build_dir/CPackConfig.cmake" ] || skip "no CPackConfig.cmake in $build_dir"

work="$(mktemp -d "${TMPDIR:-/tmp}/tandem-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# --- Build the package -----------------------------------------------------------------------
arch="$(dpkg --print-architecture)"
if ! "$cpack" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    echo "FAIL: cpack -G DEB failed"
    exit 1
fi
deb="$work/out/tandem_${version}_${arch}.deb"
if [ ! -f "$deb" ]; then
    cat "$work/cpack.log"
    echo "FAIL: expected $(basename "$deb"); cpack wrote: $(cd "$work/out" && ls -- *.deb 2>/dev/null)"
    exit 1
fi
pass "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# --- Control fields --------------------------------------------------------------------------
field() { dpkg-deb -f "$deb" "$1"; }
# The package names of a relation field, alternatives included, without versions.
names_of() { field "$1" | sed 's/[,|]/\n/g' | sed -e 's/(.*)//' -e 's/\[.*\]//' -e 's/[[:space:]]//g' -e '/^$/d'; }
expect_field() {
    local got
    got="$(field "$1")"
    if [ "$got" = "$2" ]; then pass "$1: $got"; else fail "$1 is '$got', expected '$2'"; fi
}
expect_field Package tandem
expect_field Version "$version"
expect_field Architecture "$arch"
# Both set once, in the top CMakeLists.txt (TANDEM_MAINTAINER, project's HOMEPAGE_URL).
expect_field Maintainer "$maintainer"
expect_field Homepage "$homepage"
for name in Section Description; do
    [ -n "$(field "$name")" ] || fail "the control file has no $name"
done
depends="$(names_of Depends)"
recommends="$(names_of Recommends)"
in_depends() { grep -qxF -- "$1" <<<"$depends"; }
# Found by dpkg-shlibdeps (the programs link these) and added for what Qt loads at run time.
for pkg in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6network6 libssh-4 \
           libyaml-cpp0.7 libavahi-client3 libqt6svg6 qt6-qpa-plugins; do
    if in_depends "$pkg"; then pass "Depends: $pkg"; else fail "Depends lacks $pkg (Depends: $(field Depends))"; fi
done
for pkg in avahi-daemon libnss-mdns qt6-translations-l10n; do
    if grep -qxF -- "$pkg" <<<"$recommends"; then pass "Recommends: $pkg"; else fail "Recommends lacks $pkg"; fi
done

# Every relation names a package Debian has: apt resolves the package against this machine's
# package lists (a simulation, nothing is installed), and knows each recommended package.
if command -v apt-get >/dev/null 2>&1 && compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null; then
    if out="$(apt-get install -s -q "$deb" 2>&1)"; then
        pass "apt-get install -s resolves the package's dependencies"
    else
        fail "apt-get cannot install the package: $(grep -E '^ |^E:' <<<"$out")"
    fi
    for pkg in $recommends; do
        apt-cache show --no-all-versions "$pkg" >/dev/null 2>&1 || fail "Recommends $pkg, which apt does not know"
    done
else
    echo "note: no apt package lists here; dependency resolution not checked"
fi

# --- File list -------------------------------------------------------------------------------
dpkg-deb -c "$deb" >"$work/contents" || fail "dpkg-deb -c failed"
dpkg-deb --fsys-tarfile "$deb" | tar -t >"$work/files" || fail "cannot list the data archive"
while read -r mode owner _ _ _ path _; do
    [ "$owner" = root/root ] || fail "$path is owned by $owner, not root/root"
    case "$mode" in
        d*) [ "$mode" = drwxr-xr-x ] || fail "directory $path has mode $mode" ;;
        l*) ;;
        *) [ "${mode:5:1}${mode:8:1}" = -- ] || fail "$path is writable by others than root ($mode)" ;;
    esac
done <"$work/contents"
outside="$(grep -v -e '^\./$' -e '^\./usr/' "$work/files")"
[ -z "$outside" ] || fail "files outside /usr: $outside"
expected=(
    ./usr/bin/tandem
    ./usr/bin/tandem-cli
    "./usr/share/applications/$app_id.desktop"
    "./usr/share/metainfo/$app_id.metainfo.xml"
    "./usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    ./usr/share/man/man1/tandem.1.gz
    ./usr/share/man/man1/tandem-cli.1.gz
    ./usr/share/bash-completion/completions/tandem-cli
    ./usr/share/zsh/vendor-completions/_tandem-cli
    ./usr/share/doc/tandem/copyright
    ./usr/share/doc/tandem/changelog.gz
)
for size in "${sizes[@]}"; do
    expected+=("./usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for path in "${expected[@]}"; do
    if grep -qxF -- "$path" "$work/files"; then pass "has $path"; else fail "missing $path"; fi
done
programs="$(grep '^\./usr/bin/.' "$work/files" | sort | tr '\n' ' ')"
[ "$programs" = "./usr/bin/tandem ./usr/bin/tandem-cli " ] || fail "usr/bin holds $programs, expected tandem and tandem-cli only"
# tandem-probe links CUDA (not a Debian package); the lab and the build tools are not products.
if grep -E -e 'probe|tandem-lab|/lab/|svgtopng|/include/|\.a$|/cmake/|/tests?/' "$work/files"; then
    fail "the package holds files that belong to the probe, the lab, the tests or the build"
fi

# --- Extract and check the files -------------------------------------------------------------
root="$work/root"
mkdir -p "$root"
dpkg-deb -x "$deb" "$root" || { echo "FAIL: dpkg-deb -x failed"; exit 1; }
desktop="$root/usr/share/applications/$app_id.desktop"
metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"

if command -v desktop-file-validate >/dev/null 2>&1; then
    # Any message (errors, warnings, even hints) fails: the file is small enough to be clean.
    if out="$(desktop-file-validate "$desktop" 2>&1)" && [ -z "$out" ]; then
        pass "desktop-file-validate"
    else
        fail "desktop-file-validate: $out"
    fi
else
    missing_validators+=("desktop-file-validate (desktop-file-utils)")
fi
grep -qx "Icon=$app_id" "$desktop" || fail "the desktop file's Icon= is not $app_id"
exec_line="$(sed -n 's/^Exec=//p' "$desktop")"
[ -x "$root/usr/bin/${exec_line%% *}" ] || fail "the desktop file's Exec=$exec_line is not in usr/bin"

if command -v appstreamcli >/dev/null 2>&1; then
    # --strict: anything above pedantic fails. validate-tree also finds the desktop file the
    # metainfo launches.
    if out="$(appstreamcli validate-tree --no-net --strict "$root" 2>&1)" &&
        grep -qF "$app_id.metainfo.xml" <<<"$out"; then
        pass "appstreamcli validate-tree"
    else
        fail "appstreamcli validate-tree: $out"
    fi
else
    missing_validators+=("appstreamcli (appstream)")
fi
grep -q "<id>$app_id</id>" "$metainfo" || fail "the metainfo's id is not $app_id"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
    fail "the metainfo does not launch $app_id.desktop"
grep -q "<release version=\"$version\" date=\"[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]\"" "$metainfo" ||
    fail "the metainfo has no release $version with a date"
grep -qF "<url type=\"homepage\">$homepage</url>" "$metainfo" || fail "the metainfo's homepage is not $homepage"

# The changelog: the newest entry is this version, and its date is the metainfo's release date.
changelog="$root/usr/share/doc/tandem/changelog.gz"
if [ -f "$changelog" ] && gzip -dc "$changelog" >"$work/changelog"; then
    got="$(dpkg-parsechangelog -l "$work/changelog" -S Version 2>&1)"
    if [ "$got" = "$version" ]; then pass "changelog: newest entry $got"; else fail "changelog: newest entry is '$got', expected $version"; fi
    # The date as written ("Mon, 30 Nov 2026 12:00:00 +0000"), as packaging/CMakeLists.txt reads it.
    released="$(date -d "$(dpkg-parsechangelog -l "$work/changelog" -S Date | cut -d' ' -f2-4)" +%F 2>/dev/null)"
    grep -qF "<release version=\"$version\" date=\"$released\"" "$metainfo" ||
        fail "the metainfo's release date is not the changelog's ($released)"
else
    fail "changelog.gz is missing or not gzip"
fi

copyright="$root/usr/share/doc/tandem/copyright"
grep -qxF "Source: $homepage" "$copyright" || fail "the copyright's Source is not $homepage"
grep -qxF "Upstream-Contact: $maintainer" "$copyright" || fail "the copyright's Upstream-Contact is not $maintainer"

# PNGs: the signature and the width and height from the IHDR chunk, big-endian.
for size in "${sizes[@]}"; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    [ -f "$png" ] || continue
    signature="$(od -An -tx1 -N8 "$png" | tr -d ' \n')"
    read -r w0 w1 w2 w3 h0 h1 h2 h3 < <(od -An -tu1 -j16 -N8 "$png")
    width=$(((w0 << 24) | (w1 << 16) | (w2 << 8) | w3))
    height=$(((h0 << 24) | (h1 << 16) | (h2 << 8) | h3))
    if [ "$signature" = 89504e470d0a1a0a ] && [ "$width" = "$size" ] && [ "$height" = "$size" ]; then
        pass "icon ${size}x${size} is a ${width}x${height} PNG"
    else
        fail "icon ${size}x${size}: signature $signature, ${width}x${height}"
    fi
done
grep -q '<svg' "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg" || fail "the scalable icon is not an SVG"

for page in "$root"/usr/share/man/man1/*.gz; do
    [ -f "$page" ] || continue
    gzip -t "$page" || { fail "$(basename "$page") is not a valid gzip file"; continue; }
    if command -v man >/dev/null 2>&1; then
        out="$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)"
        if [ -z "$out" ]; then pass "man page $(basename "$page")"; else fail "man page $(basename "$page"): $out"; fi
    fi
done

# --- Libraries -------------------------------------------------------------------------------
# Which package ships a file; ldd reports /lib or /usr/lib paths, dpkg knows one of them.
owner_of() {
    local path candidates=("$1")
    case "$1" in
        /usr/lib/*) candidates+=("${1#/usr}") ;;
        /lib/*) candidates+=("/usr$1") ;;
    esac
    for path in "${candidates[@]}"; do
        dpkg -S "$path" 2>/dev/null | sed -n 's/^\([^:]*\)\(:[^:]*\)\?: .*/\1/p' | head -n 1 | grep . && return 0
    done
    return 1
}
elves=0
while IFS= read -r -d '' file; do
    [ "$(head -c 4 "$file" | od -An -tx1 | tr -d ' \n')" = 7f454c46 ] || continue
    elves=$((elves + 1))
    name="${file#"$root"}"
    ldd_out="$(ldd "$file" 2>&1)"
    if grep -q 'not found' <<<"$ldd_out"; then
        fail "$name: libraries not found: $(grep 'not found' <<<"$ldd_out" | tr -s ' \t' ' ')"
    fi
    # Every library the program itself needs must come from a package in Depends.
    for soname in $(readelf -d "$file" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        path="$(awk -v so="$soname" '$1 == so && $2 == "=>" { print $3 }' <<<"$ldd_out")"
        [ -n "$path" ] || continue # not found: reported above
        if ! pkg="$(owner_of "$path")"; then
            fail "$name needs $soname ($path), which no installed package ships"
        elif ! in_depends "$pkg"; then
            fail "$name needs $soname from $pkg, which is not in Depends"
        fi
    done
done < <(find "$root" -type f -print0)
[ "$elves" -ge 2 ] || fail "found $elves ELF files, expected at least tandem and tandem-cli"
pass "checked the libraries of $elves programs"

# What Qt loads at run time, which no NEEDED entry shows: the SVG icon engine and image plugin
# (Tandem's icons are SVG) and the xcb platform plugin. Their packages must be depended on.
for plugin in iconengines/libqsvgicon.so imageformats/libqsvg.so platforms/libqxcb.so; do
    pkg="$(dpkg -S "*/qt6/plugins/$plugin" 2>/dev/null | sed -n 's/^\([^:]*\)\(:[^:]*\)\?: .*/\1/p' | head -n 1)"
    if [ -z "$pkg" ]; then
        fail "no installed package ships the Qt plugin $plugin"
    elif in_depends "$pkg"; then
        pass "Qt plugin $plugin: $pkg is in Depends"
    else
        fail "Qt plugin $plugin comes from $pkg, which is not in Depends"
    fi
done

# --- The extracted programs start ------------------------------------------------------------
mkdir -m 0700 "$work/runtime"
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" \
    XDG_RUNTIME_DIR="$work/runtime"
out="$(timeout 60 "$root/usr/bin/tandem-cli" --version 2>&1)"
if [ "$out" = "tandem-cli $version" ]; then pass "tandem-cli --version: $out"; else fail "tandem-cli --version printed '$out'"; fi
out="$(QT_QPA_PLATFORM=offscreen timeout 60 "$root/usr/bin/tandem" --version 2>&1)"
if grep -qF -- "$version" <<<"$out"; then pass "tandem --version: $out"; else fail "tandem --version printed '$out'"; fi

# --- lintian ---------------------------------------------------------------------------------
# Debian's own checks of the package. Every tag it shows fails, the informational ones too:
# among them are the hardening-* tags, which tell of a program built without Debian's hardening
# flags (cmake/TandemCompilePolicy.cmake). One kind is let through, as a note: lintian's spelling
# check reads every string of a program, machine code included, and at times finds a "word" in
# an instruction's bytes (Lik: 4c 69 6b 28, an imul); a misspelling that occurs only inside the
# executable sections is such a one. As root lintian warns on stderr, which is shown only when
# lintian itself fails.

# The executable sections of an ELF file, as "first-byte end" file offsets.
code_ranges() {
    local off size flags
    # Name Type Address Off Size ES Flg ...
    readelf -SW "$1" | sed -n 's/^ *\[ *[0-9]*\] //p' |
        while read -r _ _ _ off size _ flags _; do
            [[ "$flags" == *X* ]] && echo "$((16#$off)) $((16#$off + 16#$size))"
        done
}
# True when WORD occurs in FILE's strings, and every string that holds it starts in code.
in_code_only() {
    local file=$1 word=$2 ranges offset start end seen=1 inside
    ranges="$(code_ranges "$file")"
    while read -r offset _; do
        seen=0 inside=1
        while read -r start end; do
            if [ "$offset" -ge "$start" ] && [ "$offset" -lt "$end" ]; then inside=0; fi
        done <<<"$ranges"
        [ "$inside" -eq 0 ] || return 1
    done < <(strings -a -t d "$file" | grep -wF -- "$word")
    return "$seen"
}
if command -v lintian >/dev/null 2>&1; then
    if out="$(lintian --profile debian --display-info --pedantic --display-experimental \
        --tag-display-limit 0 --fail-on none "$deb" 2>"$work/lintian.err")"; then
        tags=0
        while IFS= read -r tag; do
            tags=$((tags + 1))
            if [[ "$tag" =~ ^I:\ tandem:\ spelling-error-in-binary\ ([^ ]+)\ .*\[([^]]+)\]$ ]] &&
                in_code_only "$root/${BASH_REMATCH[2]}" "${BASH_REMATCH[1]}"; then
                echo "note: $tag: '${BASH_REMATCH[1]}' is machine code, not text"
            else
                fail "lintian: $tag"
            fi
        done < <(grep -E '^[EWIPXO]: ' <<<"$out")
        pass "lintian ran ($tags tags)"
    else
        fail "lintian did not run: $out $(cat "$work/lintian.err")"
    fi
else
    missing_validators+=("lintian")
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
if [ "${#missing_validators[@]}" -gt 0 ]; then
    skip "everything else passed, but these validators are not installed: ${missing_validators[*]}"
fi
echo "all package checks passed"
