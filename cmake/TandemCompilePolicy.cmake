# SPDX-License-Identifier: GPL-3.0-or-later
# One INTERFACE target carries the language standard, warnings and strict Qt defines.
# Every Tandem target links it; nothing sets flags globally.

add_library(tandem_compile_policy INTERFACE)
add_library(Tandem::CompilePolicy ALIAS tandem_compile_policy)

target_compile_features(tandem_compile_policy INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)

target_compile_options(tandem_compile_policy INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
    -Wformat=2 -Wimplicit-fallthrough)

# CI builds treat every warning as an error; local builds stay forgiving. The gcc build is
# that gate: the fuzz build (clang) shows its own, different warnings without failing on them.
if(DEFINED ENV{CI} AND NOT "$ENV{CI}" STREQUAL "" AND NOT "$ENV{CI}" STREQUAL "false"
   AND NOT TANDEM_FUZZ)
    message(STATUS "Tandem: CI build, warnings are errors")
    target_compile_options(tandem_compile_policy INTERFACE -Werror)
endif()

target_compile_definitions(tandem_compile_policy INTERFACE
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)
# QT_NO_KEYWORDS and QT_NO_FOREACH stay off: QCustomPlot's public header uses `signals` and
# `foreach`. Tandem's own code still spells Q_SIGNALS/Q_SLOTS/Q_EMIT and uses range-for.

option(TANDEM_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(TANDEM_SANITIZE)
    target_compile_options(tandem_compile_policy INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_link_options(tandem_compile_policy INTERFACE -fsanitize=address,undefined)
endif()

# Debian's hardening, as `dpkg-buildflags` gives it with DEB_BUILD_MAINT_OPTIONS=hardening=+all:
# the stack protector, format strings as errors where they could come from outside, libc's
# checked functions (_FORTIFY_SOURCE), and a relocation table made read-only before main (relro,
# now). Position-independent executables come from the compiler itself, as with dpkg-buildflags:
# Debian's gcc makes them by default. Stack clash protection and control-flow protection
# (Debian 13's dpkg adds them) go in where the compiler takes them. The sanitizer build goes
# without: ASan checks the memory functions itself, and _FORTIFY_SOURCE's variants would hide
# calls from it. tests/packaging runs lintian on the package, whose hardening-* tags tell.
option(TANDEM_HARDEN "Build with Debian's hardening flags (never with TANDEM_SANITIZE)" ON)
if(TANDEM_HARDEN AND NOT TANDEM_SANITIZE)
    include(CheckCXXCompilerFlag)
    include(CheckCXXSourceCompiles)
    # -Wformat=2, above, already warns of a format string that is not a literal.
    target_compile_options(tandem_compile_policy INTERFACE
        -fstack-protector-strong -Werror=format-security)
    check_cxx_compiler_flag(-fstack-clash-protection TANDEM_HAVE_STACK_CLASH_PROTECTION)
    if(TANDEM_HAVE_STACK_CLASH_PROTECTION)
        target_compile_options(tandem_compile_policy INTERFACE -fstack-clash-protection)
    endif()
    # x86 has -fcf-protection, arm64 -mbranch-protection; each compiler refuses the other's.
    check_cxx_compiler_flag(-fcf-protection TANDEM_HAVE_CF_PROTECTION)
    check_cxx_compiler_flag(-mbranch-protection=standard TANDEM_HAVE_BRANCH_PROTECTION)
    if(TANDEM_HAVE_CF_PROTECTION)
        target_compile_options(tandem_compile_policy INTERFACE -fcf-protection)
    elseif(TANDEM_HAVE_BRANCH_PROTECTION)
        target_compile_options(tandem_compile_policy INTERFACE -mbranch-protection=standard)
    endif()
    # _FORTIFY_SOURCE needs optimization (glibc warns without it), so only the optimizing
    # configurations get it; and not where the compiler defines it itself (Ubuntu's gcc, which
    # tandem-probe meets on the nodes), which would warn of a redefinition.
    set(CMAKE_REQUIRED_FLAGS "-O2")
    check_cxx_source_compiles("
#ifndef _FORTIFY_SOURCE
#error no _FORTIFY_SOURCE
#endif
int main() { return 0; }" TANDEM_COMPILER_FORTIFIES)
    unset(CMAKE_REQUIRED_FLAGS)
    if(NOT TANDEM_COMPILER_FORTIFIES)
        target_compile_definitions(tandem_compile_policy INTERFACE
            $<$<CONFIG:Release,RelWithDebInfo,MinSizeRel>:_FORTIFY_SOURCE=2>)
    endif()
    target_link_options(tandem_compile_policy INTERFACE LINKER:-z,relro LINKER:-z,now)
endif()

# The libFuzzer harnesses (tests/fuzz, docs/fuzzing.md). Every Tandem object gets the
# fuzzer's coverage instrumentation (fuzzer-no-link); only the harnesses link libFuzzer
# itself, so the unit tests of the same build keep their own main().
option(TANDEM_FUZZ "Build the libFuzzer harnesses under tests/fuzz (clang, with TANDEM_SANITIZE)"
       OFF)
if(TANDEM_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang" OR NOT TANDEM_SANITIZE)
        message(FATAL_ERROR "TANDEM_FUZZ needs clang (CMAKE_CXX_COMPILER=clang++) and "
                            "TANDEM_SANITIZE=ON")
    endif()
    target_compile_options(tandem_compile_policy INTERFACE -fsanitize=fuzzer-no-link)
endif()

# The linker. Most of what the build links is ~140 test executables, and ld.bfd (the default)
# took 1.4 s for each where lld takes 0.3 s and gold 0.4 s (docs/benchmarks.md, "Build time").
# TANDEM_LINKER picks one (lld, gold, bfd, or "default" for the compiler's own); left empty,
# lld where it works, then gold, then the default.
set(TANDEM_LINKER "" CACHE STRING "Linker for every Tandem target: lld, gold, bfd, default")
include(CheckLinkerFlag)
if(TANDEM_LINKER STREQUAL "")
    check_linker_flag(CXX -fuse-ld=lld TANDEM_HAVE_LLD)
    check_linker_flag(CXX -fuse-ld=gold TANDEM_HAVE_GOLD)
    if(TANDEM_HAVE_LLD)
        set(tandem_linker lld)
    elseif(TANDEM_HAVE_GOLD)
        set(tandem_linker gold)
    endif()
elseif(NOT TANDEM_LINKER STREQUAL "default")
    set(tandem_linker "${TANDEM_LINKER}")
endif()
if(tandem_linker)
    message(STATUS "Tandem: linking with ${tandem_linker}")
    target_link_options(tandem_compile_policy INTERFACE -fuse-ld=${tandem_linker})
endif()
