// SPDX-License-Identifier: GPL-3.0-or-later
#include "prereqscripts.h"

#include "nccl/installlocations.h"
#include "prereqs/buildsources.h"

#include <chrono>

using namespace std::chrono_literals;

namespace Tandem {

namespace {

// A build may take long (NCCL: many minutes on a Spark), but never forever.
constexpr auto kBuildTimeout = std::chrono::hours(3);

// Shared by every script: relative paths from the home directory, printf rather than echo
// (dash's echo would read backslashes in a path as escapes).
constexpr char prelude[] = R"SH(set -u
cd || exit 3
abs() { case $1 in /*) printf '%s' "$1" ;; *) printf '%s' "$HOME/$1" ;; esac; }
)SH";

// Shared by the builds. Tandem replaces only a folder it made itself (the marker .tandem-build,
// written by finish), never a user's folder, even a git checkout of the same project: a user's
// ~/nccl may hold their own branch or patches. begin SRC makes the folder to build in beside SRC
// (after putting back an install that a cancelled swap left aside, and removing what a cancelled
// build left); fail removes it and exits; finish swaps it in. SIGPIPE is ignored: once a cancelled
// command's channel is gone, writing the log must not kill the script before it has cleaned
// up.
constexpr char buildPrelude[] = R"SH(exec 2>&1
trap '' PIPE
say() { printf 'tandem: %s\n' "$*"; }
need() { for t do command -v "$t" > /dev/null 2>&1 || { say "$t is not installed on this node"; exit 2; }; done; }
junk=
begin() {
  src=$1
  case $src in /*/?*) ;; *) say "refusing to build into $src"; exit 2 ;; esac
  [ "$src" = "$HOME" ] && { say "refusing to build into the home directory"; exit 2; }
  mkdir -p -- "${src%/*}" || { say "cannot create ${src%/*}"; exit 2; }
  for o in "$src".tandem-old.*; do
    [ -e "$o" ] && [ ! -e "$src" ] && mv -- "$o" "$src"
  done
  if { [ -e "$src" ] || [ -L "$src" ]; } && { [ -L "$src" ] || [ ! -f "$src/.tandem-build" ]; }; then
    say "$src exists and was not made by Tandem (it has no .tandem-build), so Tandem leaves it as it is; point Tandem at the build inside it, or choose another location"
    exit 2
  fi
  rm -rf -- "$src".tandem-new.* "$src".tandem-old.*
  new=$src.tandem-new.$$ old=$src.tandem-old.$$
  trap 'cd /; [ -e "$src" ] || [ ! -e "$old" ] || mv -- "$old" "$src"; rm -rf -- "$new" ${junk:+"$junk"}; exit 143' TERM INT HUP
  mkdir -- "$new" || { say "cannot create $new"; exit 2; }
}
fail() {
  say "$*"
  cd /
  rm -rf -- "$new" ${junk:+"$junk"}
  say "the previous install was left as it was"
  exit 1
}
finish() {
  say "step install"
  : > "$new/.tandem-build"
  cd /
  if [ -e "$src" ]; then mv -- "$src" "$old" || fail "cannot move the previous $src aside"; fi
  if ! mv -- "$new" "$src"; then
    [ -e "$old" ] && mv -- "$old" "$src"
    fail "cannot move the new build into $src"
  fi
  trap - TERM INT HUP
  rm -rf -- "$old"
  say "installed in $src"
}
)SH";

// `ib_write_bw --version` runs under timeout with no stdin: it answers without touching a device
// on a recent perftest, but an ib_write_bw that took it for something else could wait as a
// server for a client that never comes.
constexpr char detectBody[] = R"SH(say() { k=$1; shift; printf '%s %s\n' "$k" "$*"; }
nh=$(abs "$1") td=$(abs "$2") pp=$(abs "$3")
lp="$nh/lib:$nh/lib64:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
echo "tandem-prereqs 1"
say home "$HOME"
say arch "$(uname -m)"
for t in git make cmake g++ nvcc; do
  p=$(command -v "$t" 2> /dev/null) || p=
  [ -z "$p" ] && [ -x "/usr/local/cuda/bin/$t" ] && p=/usr/local/cuda/bin/$t
  say tool "$t" "$p"
done
g=$(nvidia-smi -L 2> /dev/null | head -n 1)
say gpu "$g"
say nccl.home "$nh"
if [ -f "$nh/include/nccl.h" ]; then
  say nccl.header "$nh/include/nccl.h"
  grep -E '^#define[[:space:]]+NCCL_(MAJOR|MINOR|PATCH|SUFFIX|VERSION_CODE)[[:space:]]' "$nh/include/nccl.h" |
    head -n 10 | sed 's/^/nccl.define /'
fi
for f in "$nh/lib/libnccl.so.2" "$nh/lib/libnccl.so" "$nh/lib64/libnccl.so.2" "$nh/lib64/libnccl.so"; do
  [ -e "$f" ] || continue
  l=$(readlink -f -- "$f")
  say nccl.lib "$l"
  say nccl.libversion "$(LC_ALL=C grep -a -o -m 1 'NCCL version [0-9][0-9.]*[-+a-z0-9.]*' "$l" | head -n 1)"
  break
done
say tests.dir "$td"
for f in "$td"/*_perf; do
  [ -f "$f" ] && [ -x "$f" ] && say tests.bin "${f##*/}"
done
if [ -x "$td/all_gather_perf" ]; then
  LD_LIBRARY_PATH=$lp ldd "$td/all_gather_perf" 2>&1 | head -n 80 | sed 's/^[[:space:]]*/tests.ldd /'
fi
if p=$(command -v mpirun); then
  say mpi.mpirun "$p"
  say mpi.version "$(mpirun --version 2>&1 | head -n 1)"
fi
if p=$(command -v mpicc); then
  say mpi.mpicc "$p"
  say mpi.incdirs "$(mpicc --showme:incdirs 2> /dev/null)"
fi
if p=$(command -v ib_write_bw); then
  say perftest.path "$p"
  say perftest.version "$(timeout 5 ib_write_bw --version < /dev/null 2>&1 | head -n 1)"
fi
say probe.path "$pp"
if [ -f "$pp" ] && [ -x "$pp" ]; then
  o=$(LD_LIBRARY_PATH=$lp timeout 10 "$pp" --version 2>&1)
  say probe.exit "$?"
  printf '%s\n' "$o" | head -n 3 | sed 's/^/probe.out /'
fi
folder() {
  [ -n "$2" ] || return 0
  d=$(abs "$2")
  if [ -L "$d" ]; then s=foreign; elif [ -f "$d/.tandem-build" ]; then s=tandem
  elif [ -e "$d" ]; then s=foreign; else s=none; fi
  say folder "$1 $s"
}
folder nccl "${4-}"; folder nccl-tests "${5-}"; folder tandem-probe "${6-}"
echo end
)SH";

constexpr char ncclBody[] = R"SH(src=$(abs "$1") url=$2 tag=$3 gencode=$4 cuda=$5
need git make
[ -x "$cuda/bin/nvcc" ] || { say "there is no CUDA compiler at $cuda/bin/nvcc; NCCL needs the CUDA toolkit"; exit 2; }
begin "$src"
say "step clone $url $tag"
git clone --depth 1 --branch "$tag" -- "$url" "$new" || fail "git clone of $url at $tag failed"
cd -- "$new" || fail "cannot enter $new"
say "step build"
make -j "$(nproc)" src.build CUDA_HOME="$cuda" NVCC_GENCODE="$gencode" || fail "the NCCL build failed"
ls build/lib/libnccl.so.* > /dev/null 2>&1 || fail "the build made no build/lib/libnccl.so"
finish
)SH";

constexpr char ncclTestsBody[]
    = R"SH(src=$(abs "$1") url=$2 tag=$3 nh=$(abs "$4") cuda=$5 gencode=$6
need git make
m=$(mpicc --showme:incdirs 2> /dev/null) || m=
m=${m%% *}
[ -n "$m" ] && [ -f "$m/mpi.h" ] || { say "Open MPI's development files (mpicc, mpi.h) are missing: install libopenmpi-dev"; exit 2; }
[ -f "$nh/include/nccl.h" ] || { say "there is no NCCL at $nh (include/nccl.h): build NCCL first, or point Tandem at it"; exit 2; }
begin "$src"
if [ -n "$tag" ]; then set -- --branch "$tag"; else set --; fi
say "step clone $url $tag"
git clone --depth 1 "$@" -- "$url" "$new" || fail "git clone of $url failed"
cd -- "$new" || fail "cannot enter $new"
say "step build"
make -j "$(nproc)" MPI=1 MPI_HOME="${m%/include}" NCCL_HOME="$nh" CUDA_HOME="$cuda" NVCC_GENCODE="$gencode" ||
  fail "the nccl-tests build failed"
[ -x build/all_gather_perf ] || fail "the build made no build/all_gather_perf"
finish
)SH";

constexpr char probeBody[]
    = R"SH(src=$(abs "$1") bundle=$(abs "$2") backends=$3 nh=$(abs "$4") ver=$5 sid=$6
junk=$bundle
need cmake make g++ tar mpicxx
begin "$src"
say "step unpack"
tar -xzf "$bundle" -C "$new" || fail "the source bundle did not unpack"
rm -f -- "$bundle"
if [ "$backends" = nccl ]; then
  set -- -DTANDEM_PROBE_NCCL=ON "-DTANDEM_NCCL_ROOT=$nh" -DCMAKE_CUDA_ARCHITECTURES=121
else
  set -- -DTANDEM_PROBE_NCCL=OFF
fi
say "step configure"
cmake -S "$new/app/probe" -B "$new/build" -DCMAKE_BUILD_TYPE=Release "-DTANDEM_PROBE_VERSION=$ver" \
  "-DTANDEM_PROBE_SOURCE_ID=$sid" "$@" || fail "cmake could not configure tandem-probe"
say "step build"
cmake --build "$new/build" -j "$(nproc)" || fail "the tandem-probe build failed"
"$new/build/tandem-probe" --version || fail "the new tandem-probe does not run"
finish
)SH";

constexpr char mpiBody[] = R"SH(set -u
exec 2>&1
export DEBIAN_FRONTEND=noninteractive
apt-get update || exit 1
apt-get install -y --no-install-recommends openmpi-bin libopenmpi-dev
)SH";

// The same for perftest, which the Doctor's RDMA test runs (docs/doctor.md, "RDMA test").
constexpr char perftestBody[] = R"SH(set -u
exec 2>&1
export DEBIAN_FRONTEND=noninteractive
apt-get update || exit 1
apt-get install -y --no-install-recommends perftest
)SH";

// Whether a path climbs out of where it points: a ".." component ("..", "a/../b", "../x").
bool climbs(const QString &path)
{
    return path.split(QLatin1Char('/')).contains(QLatin1String(".."));
}

// What runs instead of a script given a path with "..": it only says why and fails, so the
// step reports it like any failed build and nothing is changed on the node.
RemoteCommand refused(const char *name, const QString &path, std::chrono::milliseconds timeout)
{
    static const QByteArray script
        = "printf 'tandem: refusing the path %s: it holds \"..\"\\n' \"$1\" >&2; exit 2\n";
    RemoteCommand cmd({"sh", "-c", script, name, path.toUtf8()});
    cmd.setTimeout(timeout);
    return cmd;
}

RemoteCommand command(const char *name,
                      const QByteArray &script,
                      const QStringList &args,
                      std::chrono::milliseconds timeout,
                      qsizetype pathArgs = 0)
{
    // The first pathArgs arguments are folders and files the script creates, replaces or
    // removes: none may lead out of where the user pointed it.
    for (qsizetype i = 0; i < pathArgs && i < args.size(); ++i) {
        if (climbs(args.at(i)))
            return refused(name, args.at(i), timeout);
    }
    QList<QByteArray> argv{"sh", "-c", script, name};
    for (const QString &arg : args)
        argv << arg.toUtf8();
    RemoteCommand cmd(argv);
    cmd.setTimeout(timeout);
    return cmd;
}

} // namespace

QByteArray PrereqScripts::detectScript()
{
    return QByteArray(prelude) + detectBody;
}

QByteArray PrereqScripts::ncclScript()
{
    return QByteArray(prelude) + buildPrelude + ncclBody;
}

QByteArray PrereqScripts::ncclTestsScript()
{
    return QByteArray(prelude) + buildPrelude + ncclTestsBody;
}

QByteArray PrereqScripts::probeScript()
{
    return QByteArray(prelude) + buildPrelude + probeBody;
}

QByteArray PrereqScripts::mpiScript()
{
    return mpiBody;
}

QByteArray PrereqScripts::perftestScript()
{
    return perftestBody;
}

RemoteCommand PrereqScripts::detectCommand(const InstallLocations &locations)
{
    // Then the folders a build would replace, so that the plan knows before it runs which of
    // them are a user's own (BuildPlan).
    return command("tandem-prereqs",
                   detectScript(),
                   {locations.ncclHome,
                    locations.ncclTestsDir,
                    locations.probePath,
                    locations.ncclSourceDir().value_or(QString()),
                    locations.ncclTestsSourceDir().value_or(QString()),
                    locations.probeSourceDir().value_or(QString())},
                   60s,
                   6);
}

RemoteCommand PrereqScripts::ncclCommand(const QString &sourceDir, const BuildSources &sources)
{
    return command("tandem-build-nccl",
                   ncclScript(),
                   {sourceDir, sources.ncclUrl, sources.ncclTag, sources.gencode, sources.cudaHome},
                   kBuildTimeout,
                   1);
}

RemoteCommand PrereqScripts::ncclTestsCommand(const QString &sourceDir,
                                              const QString &ncclHome,
                                              const BuildSources &sources)
{
    return command("tandem-build-nccl-tests",
                   ncclTestsScript(),
                   {sourceDir,
                    sources.ncclTestsUrl,
                    sources.ncclTestsTag,
                    ncclHome,
                    sources.cudaHome,
                    sources.gencode},
                   kBuildTimeout,
                   1);
}

RemoteCommand PrereqScripts::probeCommand(const QString &sourceDir,
                                          const QString &bundlePath,
                                          bool withNccl,
                                          const QString &ncclHome,
                                          const QString &version,
                                          const QString &sourceId)
{
    return command("tandem-build-probe",
                   probeScript(),
                   {sourceDir,
                    bundlePath,
                    withNccl ? QStringLiteral("nccl") : QStringLiteral("mpi"),
                    ncclHome,
                    version,
                    sourceId},
                   kBuildTimeout,
                   2);
}

RemoteCommand PrereqScripts::mpiCommand(const QByteArray &sudoPassword)
{
    RemoteCommand cmd = command("tandem-install-mpi", mpiScript(), {}, std::chrono::minutes(30));
    cmd.setSudo(true, sudoPassword);
    return cmd;
}

RemoteCommand PrereqScripts::perftestCommand(const QByteArray &sudoPassword)
{
    RemoteCommand cmd
        = command("tandem-install-perftest", perftestScript(), {}, std::chrono::minutes(30));
    cmd.setSudo(true, sudoPassword);
    return cmd;
}

} // namespace Tandem
