#!/usr/bin/env bash
set -u
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=Portable
for i in 1 2 3; do
  build-scan/acl-device-tests "[scan]" 2>&1 | tail -n 2 | head -1
done
ACL_CACHE_DIR=off build-scan/acl-device-tests "[scan],[wavefront]" 2>&1 | tail -n 3
