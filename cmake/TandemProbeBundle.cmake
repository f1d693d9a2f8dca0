# SPDX-License-Identifier: GPL-3.0-or-later
# The source bundle of tandem-probe that Tandem carries and uploads to the nodes, where it is
# built (core/prereqs/scripts/build-probe.sh): the files of app/probe and the compile policy its
# CMakeLists.txt includes, nothing else, in a .tar.gz that is the same for the same sources.
#
# GNU tar and `gzip -n` rather than `cmake -E tar`: libarchive writes the current time into the
# gzip header and the builder's uid, gid and umask into the archive, so two builds of the same
# sources would differ. Here names keep the listed order, times are the epoch, owner 0:0, modes
# 0644/0755, and gzip stores no time. Both tools are part of every Debian system.
#
# Script mode:  cmake -DSOURCE_DIR=... -DOUTPUT=... -P TandemProbeBundle.cmake

set(TANDEM_PROBE_BUNDLE_FILES
    app/probe/CMakeLists.txt
    app/probe/backend.h
    app/probe/collective.h
    app/probe/cpuset.cpp
    app/probe/cpuset.h
    app/probe/json_line.cpp
    app/probe/json_line.h
    app/probe/kernels.cu
    app/probe/kernels.h
    app/probe/main.cpp
    app/probe/mpi_backend.cpp
    app/probe/nccl_backend.cpp
    app/probe/options.cpp
    app/probe/options.h
    cmake/TandemCompilePolicy.cmake)

if(CMAKE_SCRIPT_MODE_FILE)
    get_filename_component(dir "${OUTPUT}" DIRECTORY)
    file(MAKE_DIRECTORY "${dir}")
    execute_process(
        COMMAND tar --format=gnu --owner=0 --group=0 --numeric-owner --mtime=@0
                    --mode=u=rwX,go=rX --no-recursion -C "${SOURCE_DIR}" -cf - ${TANDEM_PROBE_BUNDLE_FILES}
        COMMAND gzip -9 -n
        OUTPUT_FILE "${OUTPUT}.new"
        RESULTS_VARIABLE results)
    foreach(result IN LISTS results)
        if(NOT result EQUAL 0)
            file(REMOVE "${OUTPUT}.new")
            message(FATAL_ERROR "Could not make the tandem-probe source bundle: ${results}")
        endif()
    endforeach()
    file(RENAME "${OUTPUT}.new" "${OUTPUT}")
    return()
endif()

# tandem_add_probe_bundle(TARGET): makes the bundle and embeds it in TARGET as
# :/probe/tandem-probe-src.tar.gz.
function(tandem_add_probe_bundle target)
    set(output "${CMAKE_CURRENT_BINARY_DIR}/probe/tandem-probe-src.tar.gz")
    set(inputs ${TANDEM_PROBE_BUNDLE_FILES})
    list(TRANSFORM inputs PREPEND "${PROJECT_SOURCE_DIR}/")
    add_custom_command(OUTPUT "${output}"
        COMMAND "${CMAKE_COMMAND}" "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}" "-DOUTPUT=${output}"
                -P "${PROJECT_SOURCE_DIR}/cmake/TandemProbeBundle.cmake"
        DEPENDS ${inputs} "${PROJECT_SOURCE_DIR}/cmake/TandemProbeBundle.cmake"
        COMMENT "Bundling the tandem-probe sources"
        VERBATIM)
    qt_add_resources(${target} "tandem_probe_bundle"
        PREFIX "/probe"
        BASE "${CMAKE_CURRENT_BINARY_DIR}/probe"
        FILES "${output}")
endfunction()
