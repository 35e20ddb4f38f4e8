# Zen 4: a merge-masked zmm load into the register it merges into: only
# the blend waits for the old value, a cycle.  The ymm form had this
# already (zen4-masked-load-merge.s); the zmm form's destination carries
# no `^' in the .isa (a zmm write clears no upper part), which
# fix-load-paths.py had taken for "not read": 8.00 cycles per iteration,
# the load's latency.
# SOURCE: gcc-mca-measure on the Zen 4 host: 1.00 cycles per iteration
# (vmovdqu32 and vmovupd the same; with a vaddps of it in the chain 4.09)
# CPU: znver4
# CYCLES: 1.0
# BINDS: loop-carried
.L48:
	vmovups	(%rsi), %zmm1{%k1}
