#!/usr/bin/env bash
# LIST1 and LIST2: the two variant lists in xeon-list.sh's header.
# Replays the two calls that gave a wrong sum: list 1, then list 2, on one machine.
set -u
build-scan/xeon-list.sh LIST1 > /tmp/l1.txt 2>&1; grep -c ok /tmp/l1.txt; grep WRONG /tmp/l1.txt
build-scan/xeon-list.sh LIST2 2>&1 | grep -E "WRONG|scan_wg=16\+scan_bytes=512"
ls ~/.cache/acl 2>/dev/null | wc -l
