# An AVX2 gather merges the elements it loads into its destination,
# which it reads, and clears its mask, a vector register: a chain through
# the destination costs the merge, not the gather's 30 cycles (uops.info:
# VGATHERDPS (YMM, VSIB_YMM, YMM) latency [<=0;30] on Alder Lake P,
# [<=0;<=20] on Zen 4; on the Emerald Rapids host this body measures
# 4.13 cycles per iteration, its eight loads all of one address in the
# harness).  The all-ones vpcmpeqd that rebuilds the mask does not wait
# for the cleared one (sapphirerapids: a dependency-breaking idiom).
# RUN: -mcpu=sapphirerapids -bounds -summary-view=false -instruction-info=false -resource-pressure=false
	vpcmpeqd	%ymm4, %ymm4, %ymm4
	vgatherdps	%ymm4, (%rdx,%ymm0,4), %ymm3
