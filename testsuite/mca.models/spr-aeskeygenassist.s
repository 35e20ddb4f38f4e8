# Sapphire Rapids: aeskeygenassist is 15 uops (uops.info, Alder Lake P:
# 4*p0+1*p01+1*p015+2*p06+3*p15+3*p5), spread over more overlapping
# port groups than there are ports; the simulation used to stall on it.
# Apart (no chain through xmm0's old value) it is bound by port 0's four
# cycles: uops.info's throughput 4.00.
# SOURCE: uops.info (Alder Lake P: AESKEYGENASSIST (XMM, XMM, I8)
# throughput 4.00)
# CPU: sapphirerapids
# CYCLES: 4.0
	aeskeygenassist	$1, %xmm1, %xmm0
