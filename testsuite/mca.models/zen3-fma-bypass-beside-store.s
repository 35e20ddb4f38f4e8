# Zen 3: an FMA whose addend an operation of the loop has just made
# (here the vmulsd, through the bypass) takes no pipe of the stores'
# data: saxpy.c:50's loop at -O2 -march=skylake-avx512 runs 1.02 cycles
# per iteration beside its store, where an FMA adding a register the loop
# does not write takes 1.49 (zen3-fma-addend-from-register.s).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.02
	vmulsd	(%rcx,%rax), %xmm1, %xmm2
	vfmadd231sd	(%rsi,%rax), %xmm0, %xmm2
	vmovsd	%xmm2, (%rcx,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	1f
1:
