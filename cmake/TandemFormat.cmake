# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --build build --target format` reformats every C++ file the project owns.
find_program(CLANG_FORMAT_EXECUTABLE NAMES clang-format clang-format-14)
if(CLANG_FORMAT_EXECUTABLE)
    add_custom_target(format
        COMMAND git ls-files -z -- '*.cpp' '*.h' '*.cu'
                | xargs -0 ${CLANG_FORMAT_EXECUTABLE} -i --style=file
        WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}"
        COMMENT "Formatting sources with clang-format"
        VERBATIM)
endif()
