#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Put before every script of the prerequisites (PrereqScripts): relative paths are taken from the
# home directory; abs PATH prints it absolute, with printf rather than echo (dash's echo would
# read backslashes in a path as escapes).
set -u
cd || exit 3
abs() { case $1 in /*) printf '%s' "$1" ;; *) printf '%s' "$HOME/$1" ;; esac; }
