# Sapphire Rapids: cvtsd2ss writes the low float and keeps the rest of
# its destination: a chain through the destination takes the merging
# micro-op's 1 cycle, not the conversion's 5, and the loop runs at the
# conversion's throughput, one a cycle (LLVM's Golden Cove model: 5).
# SOURCE: uops.info (Alder Lake P: CVTSD2SS (XMM, XMM) latency [1;5],
# 1*p01+1*p5, reciprocal throughput 1.00)
# CPU: sapphirerapids
# CYCLES: 1.0
	cvtsd2ss	%xmm1, %xmm0
