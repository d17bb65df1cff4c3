#!/usr/bin/env bash
# Replays the two calls that gave a wrong sum: list 1, then list 2, on one machine.
set -u
build-scan/xeon-sum1.sh > /tmp/l1.txt 2>&1; grep -c ok /tmp/l1.txt; grep WRONG /tmp/l1.txt
build-scan/xeon-sum.sh 2>&1 | grep -E "WRONG|scan_wg=16\+scan_bytes=512"
ls ~/.cache/acl 2>/dev/null | wc -l
