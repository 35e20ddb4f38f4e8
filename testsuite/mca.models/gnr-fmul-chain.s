# Granite Rapids (Redwood Cove): an FP multiply takes 3 cycles where
# Golden and Raptor Cove take 4.  A vmulpd chain from memory, measured on
# the Granite Rapids host with gcc-mca-measure (2026-12-06): 3.02 cycles
# per iteration; mulsd, mulss, vmulsd, vmulps xmm and vmulpd ymm chains
# 3.00-3.01 (the Emerald Rapids host: 4.01).  sapphirerapids says 4.
# SOURCE: gcc-mca-measure on the Granite Rapids host
# CPU: graniterapids
# CYCLES: 3.02
# BINDS: loop-carried dependency through %ymm0
	vmulpd	(%rsp), %ymm0, %ymm0
