# Zen 4: the store of a read-modify-write pairs with a plain store next
# to it in the same 32-byte block (storepair): three such pairs measure
# 3.02 cycles per iteration on a Zen 4 host with gcc-mca-measure, with
# each store on a line of its own 6.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.0
	addl $1, 0(%rdi)
	movl %eax, 8(%rdi)
	addl $1, 64(%rdi)
	movl %eax, 72(%rdi)
	addl $1, 128(%rdi)
	movl %eax, 136(%rdi)
