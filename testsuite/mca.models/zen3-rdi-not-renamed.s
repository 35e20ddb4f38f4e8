# Zen 3: a location addressed by another register than %rsp is not
# renamed (Zen 4 renames it: zen4-memory-renaming.s).  The load waits
# for the store's data through the store buffer every iteration.
# Measured on the Zen 3 host with gcc-mca-measure: 8.06 (addl $1
# repeated to (%rdi) 8.03, to (%rbp) 8.02, to (%rsp,%rcx,4) 6.15; with
# an imulq in place of the addq 9.17-9.33, where the model gives 10).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 8.06
	movq	(%rdi), %rax
	addq	$1, %rax
	movq	%rax, (%rdi)
