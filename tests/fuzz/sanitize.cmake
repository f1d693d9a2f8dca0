# SPDX-License-Identifier: GPL-3.0-or-later
# Included from tests/CMakeLists.txt when TANDEM_SANITIZE is on (the build-san folder of
# `./dev test`; docs/fuzzing.md). Decides which unit tests carry the `sanitize` label, builds
# them through one target, and gives every test the sanitizers' settings.

# Leaks are reported; what Qt and the system libraries keep for the life of the process on
# purpose is listed in lsan.supp, with the reason for each entry.
set(TANDEM_SANITIZER_ENVIRONMENT
    "ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:check_initialization_order=1"
    "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1"
    "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/lsan.supp:print_suppressions=0")

# The ui and report tests are left out by default: they would need QtWidgets' and the PDF
# painter's code built a second time with clang (docs/fuzzing.md has the measured cost).
option(TANDEM_SANITIZE_UI "Also run the ui and report unit tests in the sanitizer build" OFF)

add_custom_target(tandem_sanitize_tests)

# tandem_sanitize_test(NAME LIBS LABELS OUT_VAR): appends `sanitize` to the list named
# OUT_VAR when the test belongs to the sanitizer run. (The parameters must not share a name
# with the caller's variable: OUT_VAR is read in this function's scope.)
function(tandem_sanitize_test name test_libs test_labels out_var)
    if("cli" IN_LIST test_labels)
        return() # runs the tandem-cli and tandem executables, which this build does not make
    endif()
    if(NOT TANDEM_SANITIZE_UI
       AND ("Tandem::Ui" IN_LIST test_libs OR "Tandem::Report" IN_LIST test_libs))
        return()
    endif()
    set(${out_var} ${${out_var}} sanitize PARENT_SCOPE)
    add_dependencies(tandem_sanitize_tests ${name})
endfunction()
