	.file	"misc.c"
	.text
	.p2align 4
	.globl	cb
	.type	cb, @function
cb:
.LFB22:
	.cfi_startproc
	endbr64
	movl	(%rdi), %eax
	subl	(%rsi), %eax
	ret
	.cfi_endproc
.LFE22:
	.size	cb, .-cb
	.p2align 4
	.globl	srt
	.type	srt, @function
srt:
.LFB23:
	.cfi_startproc
	endbr64
	movq	cb@GOTPCREL(%rip), %rcx
	movl	$4, %edx
	jmp	qsort@PLT
	.cfi_endproc
.LFE23:
	.size	srt, .-srt
	.p2align 4
	.globl	callfp
	.type	callfp, @function
callfp:
.LFB24:
	.cfi_startproc
	endbr64
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	fp@GOTPCREL(%rip), %rax
	call	*(%rax)
	incl	%eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE24:
	.size	callfp, .-callfp
	.p2align 4
	.globl	vla
	.type	vla, @function
vla:
.LFB25:
	.cfi_startproc
	endbr64
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movslq	%edi, %rcx
	leaq	15(,%rcx,4), %rax
	andq	$-16, %rax
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	%rax, %rsp
	movq	%rsp, %rdx
	testl	%edi, %edi
	jle	.L7
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L8:
	movl	%eax, (%rdx,%rax,4)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L8
.L7:
	movl	%edi, %eax
	shrl	$31, %eax
	addl	%edi, %eax
	sarl	%eax
	cltq
	movl	(%rdx,%rax,4), %eax
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE25:
	.size	vla, .-vla
	.p2align 4
	.globl	big_frame
	.type	big_frame, @function
big_frame:
.LFB26:
	.cfi_startproc
	endbr64
	subq	$4896, %rsp
	.cfi_def_cfa_offset 4904
	movb	$1, -120(%rsp)
	movsbl	-120(%rsp), %eax
	addq	$4896, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE26:
	.size	big_frame, .-big_frame
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"hello"
.LC1:
	.string	"%d %s\n"
	.text
	.p2align 4
	.globl	pr
	.type	pr, @function
pr:
.LFB27:
	.cfi_startproc
	endbr64
	movl	%edi, %esi
	leaq	.LC0(%rip), %rdx
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	jmp	printf@PLT
	.cfi_endproc
.LFE27:
	.size	pr, .-pr
	.p2align 4
	.globl	sj
	.type	sj, @function
sj:
.LFB28:
	.cfi_startproc
	endbr64
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	jb@GOTPCREL(%rip), %rdi
	call	_setjmp@PLT
	endbr64
	testl	%eax, %eax
	je	.L19
	movl	$1, %eax
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L19:
	.cfi_restore_state
	movq	jb@GOTPCREL(%rip), %rdi
	movl	$1, %esi
	call	longjmp@PLT
	.cfi_endproc
.LFE28:
	.size	sj, .-sj
	.p2align 4
	.globl	mk
	.type	mk, @function
mk:
.LFB29:
	.cfi_startproc
	endbr64
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	vxorps	%xmm0, %xmm0, %xmm0
	vcvtsi2sdl	%esi, %xmm0, %xmm0
	movl	$513, %edx
	movw	%dx, -8(%rsp)
	movslq	%esi, %rdx
	addq	%rdx, %rdx
	movb	$3, -6(%rsp)
	vmulsd	.LC2(%rip), %xmm0, %xmm0
	movl	%esi, -32(%rsp)
	movq	%rdx, -24(%rsp)
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, %rax
	vmovsd	%xmm0, -16(%rsp)
	vmovdqu	-32(%rsp), %ymm1
	vmovdqu	%ymm1, (%rdi)
	vzeroupper
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE29:
	.size	mk, .-mk
	.p2align 4
	.globl	bswap
	.type	bswap, @function
bswap:
.LFB30:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	bswap	%rax
	ret
	.cfi_endproc
.LFE30:
	.size	bswap, .-bswap
	.p2align 4
	.globl	ovf
	.type	ovf, @function
ovf:
.LFB31:
	.cfi_startproc
	endbr64
	addl	%esi, %edi
	movl	$-1, %eax
	cmovno	%edi, %eax
	ret
	.cfi_endproc
.LFE31:
	.size	ovf, .-ovf
	.section	.text.unlikely,"ax",@progbits
	.globl	trap
	.type	trap, @function
trap:
.LFB32:
	.cfi_startproc
	endbr64
	ud2
	.cfi_endproc
.LFE32:
	.size	trap, .-trap
	.text
	.p2align 4
	.globl	alloca_use
	.type	alloca_use, @function
alloca_use:
.LFB33:
	.cfi_startproc
	endbr64
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movslq	%edi, %rdi
	addq	$71, %rdi
	andq	$-16, %rdi
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	%rdi, %rsp
	leaq	63(%rsp), %rax
	andq	$-64, %rax
	movsbq	1(%rax), %rax
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE33:
	.size	alloca_use, .-alloca_use
	.p2align 4
	.globl	computed
	.type	computed, @function
computed:
.LFB34:
	.cfi_startproc
	endbr64
	leaq	t.0(%rip), %rax
	andl	$1, %edi
	jmp	*(%rax,%rdi,8)
	.p2align 4,,10
	.p2align 3
.L36:
	endbr64
	movl	$3, %eax
	vzeroupper
	ret
	.p2align 4,,10
	.p2align 3
.L35:
	endbr64
	movl	$2, %eax
	vzeroupper
	ret
	.p2align 4,,10
	.p2align 3
.L33:
	endbr64
	movl	$1, %eax
	vzeroupper
	ret
	.cfi_endproc
.LFE34:
	.size	computed, .-computed
	.p2align 4
	.globl	bitfield
	.type	bitfield, @function
bitfield:
.LFB35:
	.cfi_startproc
	endbr64
	movzwl	(%rdi), %eax
	movl	$10, %ecx
	shrw	$3, %ax
	andl	$127, %eax
	shrx	%ecx, (%rdi), %edx
	andl	$8191, %edx
	imull	%edx, %eax
	movzbl	(%rdi), %edx
	andl	$7, %edx
	addl	%edx, %eax
	cltq
	ret
	.cfi_endproc
.LFE35:
	.size	bitfield, .-bitfield
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	t.0, @object
	.size	t.0, 24
t.0:
	.quad	.L33
	.quad	.L35
	.quad	.L36
	.globl	jb
	.bss
	.align 32
	.type	jb, @object
	.size	jb, 200
jb:
	.zero	200
	.globl	fp
	.align 8
	.type	fp, @object
	.size	fp, 8
fp:
	.zero	8
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC2:
	.long	0
	.long	1071644672
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
	.section	.note.gnu.property,"a"
	.align 8
	.long	1f - 0f
	.long	4f - 1f
	.long	5
0:
	.string	"GNU"
1:
	.align 8
	.long	0xc0000002
	.long	3f - 2f
2:
	.long	0x3
3:
	.align 8
4:
