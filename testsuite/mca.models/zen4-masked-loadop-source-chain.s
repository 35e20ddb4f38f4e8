# Zen 4: merge-masked vaddps with a memory operand, each step's register
# source the destination of the step before.  LLVM's class advances only
# its first register use (the merge destination), so the source waited
# for the load: 20.03 cycles per iteration.  As the register form, two
# adds of 3: 6 (measured 6.01).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# CYCLES: 6.0
	vaddps	(%rdi), %zmm1, %zmm0{%k1}
	vaddps	(%rdi), %zmm0, %zmm1{%k1}
