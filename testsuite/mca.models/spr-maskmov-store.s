# Sapphire Rapids: a masked store (GCC's vectorized conditional store,
# `if (b[i]) a[i] = c[i]' at -O3 -mavx2) writes the lanes its mask
# selects and reads no memory.  LLVM marks it as loading too: four to
# places of their own each waited for the one before at its address to
# forward, 14 cycles per iteration.  As stores they take the store
# ports, one a cycle: 4.
# SOURCE: uops.info (Alder Lake P: VPMASKMOVD (M128, XMM, XMM)
# 1*p0+1*p49+1*p78, throughput 1.00)
# CPU: sapphirerapids
# CYCLES: 4.0
	vpmaskmovd	%xmm1, %xmm2, 64(%rdi)
	vpmaskmovd	%xmm1, %xmm2, 128(%rdi)
	vpmaskmovd	%xmm1, %xmm2, 192(%rdi)
	vpmaskmovd	%xmm1, %xmm2, 256(%rdi)
