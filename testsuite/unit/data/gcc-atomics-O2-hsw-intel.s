	.file	"atom.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	inc
	.type	inc, @function
inc:
.LFB0:
	.cfi_startproc
	mov	eax, 1
	lock xadd	QWORD PTR cnt[rip], rax
	inc	rax
	ret
	.cfi_endproc
.LFE0:
	.size	inc, .-inc
	.p2align 4
	.globl	add
	.type	add, @function
add:
.LFB1:
	.cfi_startproc
	lock add	QWORD PTR cnt[rip], rdi
	ret
	.cfi_endproc
.LFE1:
	.size	add, .-add
	.p2align 4
	.globl	cas
	.type	cas, @function
cas:
.LFB2:
	.cfi_startproc
	mov	eax, esi
	lock cmpxchg	DWORD PTR [rdi], edx
	sete	al
	movzx	eax, al
	ret
	.cfi_endproc
.LFE2:
	.size	cas, .-cas
	.p2align 4
	.globl	xchg
	.type	xchg, @function
xchg:
.LFB3:
	.cfi_startproc
	mov	eax, edi
	xchg	eax, DWORD PTR flag[rip]
	ret
	.cfi_endproc
.LFE3:
	.size	xchg, .-xchg
	.p2align 4
	.globl	st
	.type	st, @function
st:
.LFB4:
	.cfi_startproc
	xchg	edi, DWORD PTR flag[rip]
	ret
	.cfi_endproc
.LFE4:
	.size	st, .-st
	.p2align 4
	.globl	fence
	.type	fence, @function
fence:
.LFB5:
	.cfi_startproc
	lock or	QWORD PTR [rsp], 0
	ret
	.cfi_endproc
.LFE5:
	.size	fence, .-fence
	.p2align 4
	.globl	orf
	.type	orf, @function
orf:
.LFB6:
	.cfi_startproc
	mov	rax, QWORD PTR cnt[rip]
.L9:
	mov	rcx, rax
	mov	rdx, rax
	or	rcx, rdi
	lock cmpxchg	QWORD PTR cnt[rip], rcx
	jne	.L9
	mov	rax, rdx
	ret
	.cfi_endproc
.LFE6:
	.size	orf, .-orf
	.p2align 4
	.globl	testbit
	.type	testbit, @function
testbit:
.LFB7:
	.cfi_startproc
	xor	eax, eax
	lock bts	DWORD PTR [rdi], 2
	setc	al
	ret
	.cfi_endproc
.LFE7:
	.size	testbit, .-testbit
	.p2align 4
	.globl	cas16
	.type	cas16, @function
cas16:
.LFB8:
	.cfi_startproc
	sub	rsp, 24
	.cfi_def_cfa_offset 32
	mov	rax, rdx
	mov	r9d, 5
	mov	rdx, rcx
	mov	QWORD PTR [rsp], rsi
	mov	rcx, r8
	mov	rsi, rsp
	mov	r8d, 5
	mov	QWORD PTR 8[rsp], rax
	call	__atomic_compare_exchange_16@PLT
	mov	rax, QWORD PTR [rsp]
	mov	rdx, QWORD PTR 8[rsp]
	add	rsp, 24
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE8:
	.size	cas16, .-cas16
	.p2align 4
	.globl	spin
	.type	spin, @function
spin:
.LFB9:
	.cfi_startproc
	jmp	.L16
	.p2align 4,,10
	.p2align 3
.L17:
	rep nop
.L16:
	mov	eax, DWORD PTR flag[rip]
	test	eax, eax
	jne	.L17
	ret
	.cfi_endproc
.LFE9:
	.size	spin, .-spin
	.p2align 4
	.globl	rdtsc
	.type	rdtsc, @function
rdtsc:
.LFB10:
	.cfi_startproc
	rdtsc
	sal	rdx, 32
	or	rax, rdx
	ret
	.cfi_endproc
.LFE10:
	.size	rdtsc, .-rdtsc
	.globl	flag
	.bss
	.align 4
	.type	flag, @object
	.size	flag, 4
flag:
	.zero	4
	.globl	cnt
	.align 8
	.type	cnt, @object
	.size	cnt, 8
cnt:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
