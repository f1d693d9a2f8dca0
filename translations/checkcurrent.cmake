# SPDX-License-Identifier: GPL-3.0-or-later
# Runs lupdate on copies of the .ts files and fails if that would change them: a source string
# was added, changed or removed without `cmake --build build --target lupdate`, or an entry
# is still unfinished.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copies "")
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    file(COPY "${ts}" DESTINATION "${WORK_DIR}")
    list(APPEND copies "${WORK_DIR}/${name}")
endforeach()
execute_process(
    COMMAND "${LUPDATE}" -silent -locations none -no-obsolete
            "${SOURCE_DIR}/core" "${SOURCE_DIR}/render" "${SOURCE_DIR}/ui" "${SOURCE_DIR}/app" -ts ${copies}
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${result})")
endif()
set(stale "")
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    file(READ "${ts}" before)
    file(READ "${WORK_DIR}/${name}" after)
    if(NOT before STREQUAL after)
        list(APPEND stale "${name}")
    endif()
    string(FIND "${before}" "type=\"unfinished\"" unfinished)
    if(NOT unfinished EQUAL -1)
        list(APPEND stale "${name} (unfinished entries)")
    endif()
endforeach()
if(stale)
    message(FATAL_ERROR "Stale translations: ${stale}. Run `cmake --build build --target lupdate` "
                        "and translate the new entries.")
endif()
message(STATUS "Translations are current")
