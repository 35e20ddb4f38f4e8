# Emerald Rapids: vector register moves are eliminated at rename, and an
# add fed through one by another add still takes its result a cycle
# early.  addsd, movapd, addsd, movapd in one chain: 4.00 cycles per
# iteration measured on the Emerald Rapids host with gcc-mca-measure
# (maxsd + movapd 4.01, mulsd + movapd + movapd 4.01).  With the moves
# taking the adds' results at their 3 cycles, 6.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 4.0
.L2:
	addsd %xmm2, %xmm0
	movapd %xmm0, %xmm1
	addsd %xmm2, %xmm1
	movapd %xmm1, %xmm0
	decq %rdx
	jne .L2
