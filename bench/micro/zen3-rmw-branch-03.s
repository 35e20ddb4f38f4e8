# CPU: znver3
# MEASURED: 1.58
# the read-modify-write of zen3-rmw-branch-01 as load, addl and store: 1.58-1.62; addl $1 to memory in place of sall 1.21-1.25; the model 1.32
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl (%rax), %ecx
	addl %ecx, %ecx
	movl %ecx, (%rax)
	addq $4, %rax
	cmpq %rdx, %rax
	jne 1f
1:
